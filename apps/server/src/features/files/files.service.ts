import { randomUUID } from "node:crypto";
import { messages } from "@app/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { processImage, StagedFiles, type ProcessedImage, type UploadStorage } from "../../lib/uploads";
import type { AuthContext } from "../../plugins/auth";
import { recordAudit, type RequestContext } from "../audit/audit.service";
import * as repo from "./files.repository";

const u = messages.uploads;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** URL of a stored file as responses show it (the original client puts it straight into <img src>). */
export const fileUrl = (id: string | null | undefined): string | null => (id ? `/api/files/${id}` : null);
export const thumbUrl = (id: string | null | undefined): string | null => (id ? `/api/files/${id}?thumb=1` : null);

/** An image of a request, checked and re-encoded, waiting to be written. */
export interface PendingImage {
  /** Form field it came from, e.g. "aadharFrontImage". */
  field: string;
  /** Stored category, e.g. "aadharFront". */
  kind: string;
  /** Aadhaar and licence images: admins only, every view audited. */
  identityDocument: boolean;
  image: ProcessedImage;
}

export interface FileOwner {
  ownerType: string;
  ownerId: string;
  /** The account whose own profile this is (may see its non-identity images). */
  ownerUserId: string | null;
  createdBy: string | null;
}

/**
 * Extra "who may see this file" rules added by later slices (e.g. a parent seeing the driver of
 * their kid's route). Rules can only grant non-identity files; identity documents stay admin-only.
 */
export type FileViewRule = (file: repo.FileRow, auth: AuthContext, db: Db) => boolean | Promise<boolean>;

/**
 * A gate may hide a file from everyone but admins, whatever the rules grant (e.g. capture photos
 * of a kid without a parent's consent, docs/decisions/0110). Returns false to hide.
 */
export type FileViewGate = FileViewRule;

export interface FileToSend {
  data: Buffer;
  mime: string;
  size: number;
  identityDocument: boolean;
}

export class FilesService {
  private readonly rules: FileViewRule[] = [(file, auth) => file.ownerUserId !== null && file.ownerUserId === auth.userId];

  constructor(
    private readonly db: Db,
    readonly store: UploadStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  private readonly gates: FileViewGate[] = [];

  addViewRule(rule: FileViewRule): void {
    this.rules.push(rule);
  }

  addViewGate(gate: FileViewGate): void {
    this.gates.push(gate);
  }

  /**
   * Checks and re-encodes every image before anything is written (400 on the first bad one).
   * `sentThumbs` holds the thumbnails a client made itself, by the image's field (0206).
   */
  async prepare(
    buffers: Record<string, Buffer>,
    kinds: Record<string, { kind: string; identityDocument: boolean }>,
    sentThumbs: Record<string, Buffer | undefined> = {},
  ): Promise<PendingImage[]> {
    const pending: PendingImage[] = [];
    for (const [field, data] of Object.entries(buffers)) {
      const spec = kinds[field];
      if (!spec) continue;
      pending.push({ field, ...spec, image: await processImage(data, sentThumbs[field]) });
    }
    return pending;
  }

  /**
   * Writes the images durably, then runs `work` (the database transaction) with the rows to insert,
   * keyed by field. `ownerOf` is the record the files belong to, or a function of the field (one
   * request may carry images of several records). When `work` fails, every file written here is
   * removed again.
   */
  async withStagedFiles<T>(
    pending: PendingImage[],
    ownerOf: FileOwner | ((field: string) => FileOwner),
    work: (rows: Record<string, repo.NewFileRow>) => Promise<T>,
  ): Promise<T> {
    const staged = new StagedFiles(this.store);
    try {
      const rows: Record<string, repo.NewFileRow> = {};
      for (const p of pending) {
        // One request may hold images of several records (a kid and its two parents).
        const owner = typeof ownerOf === "function" ? ownerOf(p.field) : ownerOf;
        const { path, thumbPath } = await staged.put(p.image);
        rows[p.field] = {
          id: randomUUID(),
          kind: p.kind,
          ownerType: owner.ownerType,
          ownerId: owner.ownerId,
          ownerUserId: owner.ownerUserId,
          isIdentityDocument: p.identityDocument,
          mime: p.image.mime,
          size: p.image.data.length,
          width: p.image.width,
          height: p.image.height,
          path,
          thumbPath,
          thumbSize: p.image.thumb.length,
          createdBy: owner.createdBy,
        };
      }
      return await work(rows);
    } catch (err) {
      await staged.discard();
      throw err;
    }
  }

  /** After a commit: unlinks the files of rows the transaction deleted (replaced images). */
  async removeStored(paths: string[]): Promise<void> {
    for (const p of paths) {
      await this.store.remove(p).catch((err: unknown) => this.log.warn({ err, path: p }, "could not remove a replaced upload"));
    }
  }

  private async canView(file: repo.FileRow, auth: AuthContext): Promise<boolean> {
    if (auth.role === "admin") return true;
    if (file.isIdentityDocument) return false;
    for (const gate of this.gates) if (!(await gate(file, auth, this.db))) return false;
    for (const rule of this.rules) if (await rule(file, auth, this.db)) return true;
    return false;
  }

  /** GET /api/files/{id}: access check (decisions.md §4), and an audit row for identity documents. */
  async open(id: string, thumb: boolean, ctx: RequestContext & { auth: AuthContext }): Promise<FileToSend> {
    const file = isUuid(id) ? await repo.findFile(this.db, id) : undefined;
    if (!file) throw notFound(u.fileNotFound);
    if (!(await this.canView(file, ctx.auth))) throw forbidden(messages.auth.serverErrors.forbidden);
    const relative = thumb ? file.thumbPath : file.path;
    const data = await this.store.read(relative);
    if (data === null) {
      this.log.error({ fileId: file.id, path: relative }, "stored file is missing");
      throw notFound(u.fileNotFound);
    }
    if (file.isIdentityDocument) {
      await recordAudit(this.db, ctx, {
        action: "view-identity-document",
        entity: file.ownerType,
        entityId: file.ownerId,
        details: { fileId: file.id, kind: file.kind, thumb },
      });
    }
    return { data, mime: file.mime, size: data.length, identityDocument: file.isIdentityDocument };
  }
}
