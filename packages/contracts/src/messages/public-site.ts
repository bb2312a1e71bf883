import { common } from "./common.js";

/** Public site texts: spec §1, §2.18, §5.5, §8 public enquiry. */
export const publicSite = {
  /** The browser tab title of a public page. */
  pageTitle: (page: string) => `${page} · ${common.appName}`,
  home: {
    heroTitle: "Safe rides for your child, every day",
    heroText:
      "Door-to-door pickup and drop between home and school, tuition or activity in Guntur, with a caretaker on every van and every pickup recorded.",
    heroCta: "Send an Enquiry",
    whyTitle: "Why Choose Us",
    why: [
      { title: "A caretaker on every van", text: "A trained caretaker rides with the children and hands each one over in person." },
      { title: "Every pickup recorded", text: "Each pickup and drop is logged with a photo, the time and the location." },
      { title: "Verified drivers", text: "Drivers are adults with a valid licence, checked identity and years of experience." },
      { title: "Planned routes", text: "Routes and stops are planned so that children spend as little time on the road as possible." },
    ],
    contactTitle: "Contact Us",
    addressLabel: "Address",
    address: "Brodipet 4th Lane, Guntur, Andhra Pradesh 522002, India",
    phoneLabel: "Phone",
    phones: ["+91 98765 43210", "+91 91234 56789"],
    emailLabel: "Email",
    email: "contact@gunturkidsride.in",
    mapTitle: "Map of our office in Guntur",
  },
  about: {
    title: "About Us",
    paragraphs: [
      "Guntur Kids Ride is a pickup and drop service for children in Guntur, Andhra Pradesh. We carry children between their homes and their schools, tuition centres and activities.",
      "Every van has a driver and a caretaker. The caretaker records each pickup and drop with a photo, the time and the location, so parents always know where their child is.",
      "Our team plans routes, checks every driver and caretaker, and answers parents' questions and help requests.",
    ],
  },
  privacy: {
    title: "Privacy Policy",
    effective: "Effective date: 10 May 2025",
    sections: [
      {
        heading: "What we store",
        text: "For each child: name, gender, date of birth, blood group, photo, home address and institute details (name, coach, course, timings). For each parent: name, mobile number, email, company, occupation, photo and Aadhaar number with images of the Aadhaar card. For drivers and caretakers: name, date of birth, contact numbers, email, address, Aadhaar number and card images, and for drivers the driving licence number and images. For enquiries: the guardian's and child's names, the child's date of birth and age, phone, email, activities and pickup and drop locations.",
      },
      {
        heading: "Aadhaar and identity documents",
        text: "Aadhaar numbers are stored only in encrypted form and are always shown masked, as XXXX XXXX 1234. Images of Aadhaar cards and driving licences are kept outside any public folder, are shown only to our administrators, and every view is recorded in an audit log.",
      },
      {
        heading: "Pickup and drop records",
        text: "At every pickup and drop the caretaker records a photo of the child, the time and the GPS location of the van. Parents see these records for their own child. Photos are re-encoded when uploaded so that hidden data such as the camera's location tags is removed.",
      },
      {
        heading: "Who can see what",
        text: "Parents see only their own children. Drivers and caretakers see only the children on their own routes, without parents' identity data. Administrators manage all records. We do not sell or share your data with anyone else.",
      },
      {
        heading: "Accounts and security",
        text: "Passwords are stored only as secure hashes. Sessions end when you log out. Changes to records are written to an audit log with who made them and when.",
      },
      {
        heading: "Contact",
        text: "To see, correct or delete your data, write to contact@gunturkidsride.in or call us on the numbers on our home page.",
      },
    ],
  },
  enquiry: {
    title: "Enquiry Form",
    intro: "Tell us about your child and the trip you need. We will call you back.",
    guardianNameLabel: "Guardian Name",
    kidNameLabel: "Kid Name",
    dobLabel: "Date of Birth",
    phoneLabel: "Phone Number",
    pickupLabel: "Pickup Location",
    dropLabel: "Drop Location",
    emailLabel: "Email",
    activityLabel: "Activity",
    activityPlaceholder: "e.g. school, swimming, music",
    activityHint: "Optional. Separate several activities with commas.",
    submit: "Submit",
    clear: "Clear",
    requiredNote: "Fields marked * are required.",
    guardianNameRequired: "Guardian name is required.",
    kidNameRequired: "Kid name is required.",
    dobRequired: "Date of Birth is required.",
    dobFuture: "Date of Birth cannot be in the future.",
    dobTooOld: "Date of Birth is too far in the past.",
    phoneRequired: "Phone number is required.",
    pickupRequired: "Pickup location is required.",
    dropRequired: "Drop location is required.",
    emailRequired: "Email is required.",
    emailInvalid: "Email format is invalid.",
    activityTooLong: "Activity is too long: at most 20 activities of up to 100 characters each.",
    success: "Enquiry Form created successfully!",
    failure: "Failed to create enquiry. Please try again.",
  },
} as const;
