// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { heldTap, islandsAtOnce } from "./table.ts";

/** A page with the islands' elements as the server renders them (app/root.tsx, site-shell.tsx, contact.tsx). */
function page(): void {
  document.body.innerHTML = `
    <div data-island="header">
      <a data-testid="language-switcher" href="/en?lng=en">English</a>
      <button type="button" popovertarget="menu">Menu</button>
      <button type="button" id="plain">Plain</button>
    </div>
    <a data-testid="quiz-fab" href="/es/quiz-crecimiento">Quiz</a>
    <a data-quiz-source="hero" href="/es/quiz-crecimiento">Start</a>
    <div data-island="quiz"><form method="dialog"><button>Close</button></form></div>
    <div data-island="contact"><form method="post"><button>Send</button></form></div>
    <form method="post" id="outside"><button>Send</button></form>`;
}

const click = (selector: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, "target", { value: document.querySelector(selector) });
  return event;
};
const submit = (selector: string) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "target", { value: document.querySelector(selector) });
  return event;
};

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("the islands' table (app/islands/table.ts)", () => {
  it("holds the quiz's links, the switcher, an island's button and form, each as its row says", () => {
    page();
    expect(heldTap(click('[data-testid="quiz-fab"]'), true)?.tap.then).toBe("openQuiz");
    expect(heldTap(click("[data-quiz-source]"), true)?.container.dataset.island).toBe("quiz");
    expect(heldTap(click('[data-testid="language-switcher"]'), true)?.tap.then).toBe("switchLanguage");
    expect(heldTap(click("#plain"), true)?.tap).toMatchObject({ then: "replay", island: "own" });
    expect(heldTap(submit('[data-island="contact"] form'), true)?.tap.failing).toBe("post");
  });

  it("leaves to the browser what works without script: a popover's button, a dialog's form, a form outside islands", () => {
    page();
    expect(heldTap(click('[popovertarget="menu"]'), true)).toBeUndefined();
    expect(heldTap(submit('[data-island="quiz"] form'), true)).toBeUndefined();
    expect(heldTap(submit("#outside"), true)).toBeUndefined();
  });

  it("leaves a modified click on a link to the browser before the loader; the loader still sees it (the quiz's button counts it)", () => {
    page();
    expect(heldTap(click('[data-testid="quiz-fab"]', { metaKey: true }), true)).toBeUndefined();
    expect(heldTap(click('[data-testid="quiz-fab"]', { metaKey: true }), false)?.tap.then).toBe("openQuiz");
  });

  it("answers an island's own taps only until it is hydrated; the quiz's links always", () => {
    page();
    for (const island of document.querySelectorAll<HTMLElement>("[data-island]"))
      island.dataset.hydrated = "";
    expect(heldTap(click("#plain"), false)).toBeUndefined();
    expect(heldTap(click('[data-testid="language-switcher"]'), false)).toBeUndefined();
    expect(heldTap(click('[data-testid="quiz-fab"]'), false)?.tap.then).toBe("openQuiz");
  });

  it("hydrates at once the islands whose address asks for it", () => {
    page();
    expect(islandsAtOnce()).toEqual([]);
    window.history.replaceState(null, "", "/es/contacto?asunto=x&lng=es");
    expect(islandsAtOnce().map((c) => c.dataset.island)).toEqual(["header", "contact"]);
  });
});
