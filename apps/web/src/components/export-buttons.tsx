import { LANGUAGE_TAGS, messages, STORAGE_KEYS, type ExportFormat } from "@app/contracts";
import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { currentLanguage } from "../i18n/current-language";
import { toast } from "../lib/toast";

const l = messages.lists;

/** The file name the server chose (it carries the date), else a plain fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get("Content-Disposition") ?? "";
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? fallback;
}

/** Drops the paging from a list's query string: an export holds every row the filters match. */
function withoutPaging(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("pageSize");
  return params;
}

/**
 * "Export CSV" and "Export Excel" of what a list shows with its filters. The file is fetched with
 * the session's bearer token and handed to the browser as a download.
 */
export function ExportButtons({ path, search }: { path: string; search: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      const params = withoutPaging(search);
      params.set("format", format);
      const token = localStorage.getItem(STORAGE_KEYS.token);
      // The file's headings and values come in the page's language, as every API answer does
      // (lib/api-client.ts; docs/decisions/0248).
      const language = currentLanguage();
      const headers: Record<string, string> = { "Accept-Language": `${LANGUAGE_TAGS[language]},${language};q=0.9` };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetch(`${path}?${params.toString()}`, {
        headers,
        credentials: "same-origin",
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? l.exportFailed);
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = fileNameOf(response, `export.${format}`);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : l.exportFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Group gap="xs">
      <Button variant="default" size="sm" loading={busy === "csv"} disabled={busy !== null} onClick={() => void download("csv")}>
        {l.exportCsv}
      </Button>
      <Button variant="default" size="sm" loading={busy === "xlsx"} disabled={busy !== null} onClick={() => void download("xlsx")}>
        {l.exportXlsx}
      </Button>
    </Group>
  );
}
