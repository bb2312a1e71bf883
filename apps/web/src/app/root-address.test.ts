import { describe, expect, it, vi } from "vitest";
import { replaceRootAddress } from "./root-address";

const historyStub = () => ({ state: { idx: 0 }, replaceState: vi.fn() });

describe("replaceRootAddress", () => {
  it("replaces / with /home before the first render, keeping the query and the fragment", () => {
    const history = historyStub();
    replaceRootAddress({ pathname: "/", search: "?lang=te", hash: "#contact" }, history);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, "", "/home?lang=te#contact");
  });

  it("leaves every other address alone", () => {
    const history = historyStub();
    for (const pathname of ["/home", "/login", "/parent-dashboard", "/aboutUs"]) replaceRootAddress({ pathname, search: "", hash: "" }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
