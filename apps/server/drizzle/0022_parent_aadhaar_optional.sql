ALTER TABLE "parent_profiles" ALTER COLUMN "aadhaar_ciphertext" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_profiles" ALTER COLUMN "aadhaar_last4" DROP NOT NULL;