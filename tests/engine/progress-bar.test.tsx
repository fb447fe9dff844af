// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProgressBar } from "../../engine/ui/progress-bar";

afterEach(cleanup);

describe("ProgressBar", () => {
  it("is a progressbar with its name, values and the words for them", () => {
    render(<ProgressBar value={8} max={20} label="Play 20 game rounds" valueText="8 of 20" />);
    const bar = screen.getByRole("progressbar", { name: "Play 20 game rounds" });
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("20");
    expect(bar.getAttribute("aria-valuenow")).toBe("8");
    expect(bar.getAttribute("aria-valuetext")).toBe("8 of 20");
  });

  it("takes its name from a visible label when given one", () => {
    render(
      <>
        <p id="title">Log in on 7 days</p>
        <ProgressBar value={7} max={7} labelledBy="title" label="ignored" />
      </>,
    );
    const bar = screen.getByRole("progressbar", { name: "Log in on 7 days" });
    expect(bar.hasAttribute("aria-label")).toBe(false);
  });

  it("clamps a value outside 0..max, and a max of 0 cannot divide by zero", () => {
    render(<ProgressBar value={9} max={7} label="over" />);
    expect(screen.getByRole("progressbar", { name: "over" }).getAttribute("aria-valuenow")).toBe("7");
    render(<ProgressBar value={-2} max={0} label="empty" />);
    const empty = screen.getByRole("progressbar", { name: "empty" });
    expect(empty.getAttribute("aria-valuenow")).toBe("0");
    expect(empty.getAttribute("aria-valuemax")).toBe("1");
  });
});
