import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyPage", () => {
  it("renders a preloaded component at once, with its props, without the suspense fallback", async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Asha")).toBeInTheDocument();
    expect(screen.queryByText("loading")).not.toBeInTheDocument();
  });

  it("suspends like lazy() when it was not preloaded, then renders with its props", async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("Hello Ravi")).toBeInTheDocument();
  });
});
