import { MAP_ZOOM, messages, PRIVACY_EFFECTIVE_DATE } from "@app/contracts";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app/providers";
import { AboutPage } from "./about-page";
import { HomePage } from "./home-page";
import { PrivacyPolicyPage } from "./privacy-page";
import { mapEmbedUrl, telHref } from "./public-site-utils";

const p = messages.publicSite;

function renderAt(path: string, ui: ReactNode) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

describe("HomePage", () => {
  it("shows the hero with a link to the enquiry form first, then the why-choose-us cards", async () => {
    renderAt("/home", <HomePage />);
    expect(screen.getByRole("heading", { level: 1, name: p.home.heroTitle })).toBeInTheDocument();
    expect(screen.getByText(p.home.heroText)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: p.home.heroCta })).toHaveAttribute("href", "/enquiryform");
    // Below the fold: rendered after the first paint (docs/decisions/0202).
    expect(screen.queryByRole("heading", { level: 2, name: p.home.whyTitle })).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: p.home.whyTitle })).toBeInTheDocument();
    for (const item of p.home.why) {
      expect(screen.getByRole("heading", { level: 3, name: item.title })).toBeInTheDocument();
      expect(screen.getByText(item.text)).toBeInTheDocument();
    }
  });

  it("shows the Guntur address, two phone numbers and the contact email as links", async () => {
    renderAt("/home", <HomePage />);
    expect(await screen.findByRole("heading", { level: 2, name: p.home.contactTitle })).toBeInTheDocument();
    expect(screen.getByText(p.home.address)).toBeInTheDocument();
    expect(p.home.address).toContain("Guntur");

    expect(p.home.phones).toHaveLength(2);
    const phoneLinks = screen.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("tel:"));
    expect(phoneLinks).toHaveLength(2);
    expect(phoneLinks.map((a) => a.textContent)).toEqual([...p.home.phones]);
    expect(phoneLinks.map((a) => a.getAttribute("href"))).toEqual(["tel:+919876543210", "tel:+919123456789"]);

    expect(screen.getByRole("link", { name: p.home.email })).toHaveAttribute("href", `mailto:${p.home.email}`);
  });

  it("embeds a lazy Google map of the address at zoom 16", async () => {
    renderAt("/home", <HomePage />);
    const map = await screen.findByTitle(p.home.mapTitle);
    expect(map.tagName).toBe("IFRAME");
    const src = map.getAttribute("src") ?? "";
    expect(MAP_ZOOM).toBe(16);
    expect(src).toContain("z=16");
    expect(src).toContain(`q=${encodeURIComponent(p.home.address)}`);
    expect(src).toMatch(/^https:\/\/maps\.google\.com\/maps\?/);
    expect(src).toContain("output=embed");
    expect(map).toHaveAttribute("loading", "lazy");
  });

  it("sets the tab title while shown", () => {
    const { unmount } = renderAt("/home", <HomePage />);
    expect(document.title).toBe(p.pageTitle(messages.common.nav.home));
    unmount();
    expect(document.title).not.toBe(p.pageTitle(messages.common.nav.home));
  });
});

describe("AboutPage", () => {
  it("shows the title and every paragraph", () => {
    renderAt("/aboutUs", <AboutPage />);
    expect(screen.getByRole("heading", { level: 1, name: p.about.title })).toBeInTheDocument();
    for (const paragraph of p.about.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: p.home.heroCta })).toHaveAttribute("href", "/enquiryform");
  });
});

describe("PrivacyPolicyPage", () => {
  it("shows the effective date 10 May 2025 and every section", () => {
    const { container } = renderAt("/privacypolicy", <PrivacyPolicyPage />);
    expect(screen.getByRole("heading", { level: 1, name: p.privacy.title })).toBeInTheDocument();
    expect(screen.getByText("Effective date: 10 May 2025")).toBeInTheDocument();
    expect(container.querySelector("time")).toHaveAttribute("datetime", PRIVACY_EFFECTIVE_DATE);
    expect(PRIVACY_EFFECTIVE_DATE).toBe("2025-05-10");
    for (const section of p.privacy.sections) {
      const heading = screen.getByRole("heading", { level: 2, name: section.heading });
      const region = heading.closest("section");
      expect(region).not.toBeNull();
      expect(within(region as HTMLElement).getByText(section.text)).toBeInTheDocument();
    }
  });

  it("describes what the product really stores: Aadhaar masked and encrypted, photos and GPS", () => {
    renderAt("/privacypolicy", <PrivacyPolicyPage />);
    const text = document.body.textContent ?? "";
    expect(text).toContain("XXXX XXXX 1234");
    expect(text).toMatch(/encrypted/);
    expect(text).toMatch(/GPS/);
    expect(text).toMatch(/pickup and drop locations/);
  });
});

describe("helpers", () => {
  it("builds tel: links and the map address", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(mapEmbedUrl("A & B, Guntur", 16)).toBe("https://maps.google.com/maps?q=A%20%26%20B%2C%20Guntur&z=16&output=embed");
  });
});
