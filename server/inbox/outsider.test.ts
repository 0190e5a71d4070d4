import { afterEach, describe, expect, it, vi } from "vitest";
import { testBackends } from "../../tests/support/backends.ts";
import { Client, member, useInbox } from "../../tests/support/inbox.ts";

/**
 * Issue 56, item 7 (docs/decisions/089): an outsider who knows a member's address asks
 * codes for it and types wrong ones, from 30 client addresses, for 10 minutes; the member
 * signs in at any moment: by code in their own browser (which signed in before) and by the
 * e-mailed link in another. The clock is pinned and moved 20 seconds a round (Date only:
 * the rate limits, the codes' expiry and the sessions read it), so nothing waits for it.
 */

const roundMs = 20_000;
const rounds = 30; // 10 minutes
/** The rounds at which the member signs in: by code, by link, by an outsider's e-mail's link. */
const moments = new Map<number, "code" | "link" | "outsiders-link">([
  [1, "code"],
  [4, "link"],
  [7, "code"],
  [11, "outsiders-link"],
  [13, "link"],
  [17, "code"],
  [20, "link"],
  [23, "code"],
  [26, "outsiders-link"],
  [29, "code"],
]);

for (const backend of testBackends) {
  describe(`an outsider against a member's sign-in (${backend.name})`, () => {
    const inbox = useInbox(backend);
    const { t, start, signInMails, signIn } = inbox;
    afterEach(() => {
      vi.useRealTimers();
    });

    it("for 10 minutes an outsider on 30 addresses asks codes for the member and types wrong ones; the member signs in every time", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      let now = Date.now();
      vi.setSystemTime(now);
      // The server's limits and stores are made now, on the pinned clock.
      await start(undefined, { TRUST_PROXY: "1" });
      const from = (ip: string) => new Client(t.app.base, { headers: { "x-forwarded-for": ip } });
      const outsiders = Array.from({ length: 30 }, (_, i) => `198.51.100.${i + 1}`);
      let next = 0;
      const outsider = () => from(outsiders[next++ % outsiders.length]!);

      const toMember = async () => (await signInMails()).filter((m) => m.to === member);
      /** Asks for a code; when the answer is 200, waits for its e-mail (stored after the answer) and returns it. */
      const ask = async (client: Client) => {
        const before = (await toMember()).length;
        const { res } = await client.post("/admin/login", { email: member }, "/admin/login");
        if (res.status !== 200) return { status: res.status, mail: null };
        await vi.waitFor(async () => expect((await toMember()).length).toBe(before + 1));
        const text = (await toMember()).at(-1)!.text!;
        const link = new URL(/https?:\/\/\S+\/admin\/login\/code\?\S+/.exec(text)![0]);
        return { status: 200, mail: { link, code: link.searchParams.get("code")! } };
      };
      const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      /** The links of the e-mails the outsider's requests sent the member, not opened yet. */
      const outsidersLinks: URL[] = [];
      /** An outsider's round: a code asked for the member's address, then three wrong codes typed. */
      const attack = async (knownCode: string) => {
        const client = outsider();
        const { mail } = await ask(client);
        if (mail) outsidersLinks.push(mail.link);
        for (let i = 0; i < 3; i++)
          await client.post("/admin/login/code", { email: member, code: wrong(knownCode) }, "/admin/login");
      };
      /** Three wrong codes typed for the member by other outsiders, each from its own browser. */
      const typeWrong = async (code: string) => {
        for (let i = 0; i < 3; i++)
          await outsider().post("/admin/login/code", { email: member, code: wrong(code) }, "/admin/login");
      };
      /** The e-mail's link opened and its form posted, as a browser would (what the link carries). */
      const openLink = async (client: Client, link: URL) => {
        const form = Object.fromEntries(
          ["email", "code", "link"].flatMap((name) => {
            const value = link.searchParams.get(name);
            return value === null ? [] : [[name, value]];
          }),
        );
        return client.post("/admin/login/code", form, `${link.pathname}${link.search}`);
      };
      const signedIn = async (client: Client, res: Response) =>
        res.status === 303 &&
        res.headers.get("location") === "/admin/leads" &&
        (await client.request("/admin/leads")).res.status === 200;

      // The member's own browser signed in once before, and signed out.
      const own = await signIn(from("203.0.113.7"));
      expect((await own.post("/admin/logout", {}, "/admin/leads")).res.status).toBe(303);

      const outcomes: string[] = [];
      for (let round = 0; round < rounds; round++) {
        now += roundMs;
        vi.setSystemTime(now);
        await attack("000000");
        const moment = moments.get(round);
        if (!moment) continue;
        let outcome: string;
        if (moment === "outsiders-link") {
          // A browser that never signed in: the newest e-mail an outsider's request sent the member.
          const link = outsidersLinks.pop();
          expect(link).toBeDefined();
          const phone = from("203.0.113.9");
          const { res } = await openLink(phone, link!);
          outcome = (await signedIn(phone, res)) ? "signed in" : `refused ${res.status}`;
        } else {
          const asked = await ask(own);
          if (!asked.mail) outcome = `asking answered ${asked.status}`;
          else {
            // Between the member's request and their sign-in, the outsider types wrong codes.
            await typeWrong(asked.mail.code);
            const client = moment === "code" ? own : from("203.0.113.8");
            const { res } =
              moment === "code"
                ? await own.post(
                    "/admin/login/code",
                    { email: member, code: asked.mail.code },
                    "/admin/login",
                  )
                : await openLink(client, asked.mail.link);
            outcome = (await signedIn(client, res)) ? "signed in" : `refused ${res.status}`;
            if (moment === "code" && outcome === "signed in")
              await own.post("/admin/logout", {}, "/admin/leads");
          }
        }
        outcomes.push(`${String((round + 1) * 20)} s, ${moment}: ${outcome}`);
      }
      expect(outcomes.filter((o) => !o.endsWith("signed in"))).toEqual([]);
      expect(outcomes).toHaveLength(moments.size);
    }, 180_000); // ~120 requests, each held to the sign-in floor (150 ms): 30 s alone, more beside other files

    it("the right code is refused in another browser and still works in the one that asked; three wrong ones there spend it, not its link", async () => {
      const { requestCode } = inbox;
      const asking = new Client(t.app.base);
      const { code } = await requestCode(asking);
      const elsewhere = await new Client(t.app.base).post(
        "/admin/login/code",
        { email: member, code },
        "/admin/login",
      );
      expect(elsewhere.res.status).toBe(400);
      expect(elsewhere.body).toContain("se pidió en otro navegador");
      const ok = await asking.post("/admin/login/code", { email: member, code }, "/admin/login");
      expect(ok.res.status).toBe(303);

      const tries = new Client(t.app.base);
      const second = await requestCode(tries);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await tries.post(
              "/admin/login/code",
              { email: member, code: i < 3 ? "000000" : second.code },
              "/admin/login",
            )
          ).res.status,
        );
      expect(statuses).toEqual([400, 400, 400, 429]);
      const spent = await tries.post(
        "/admin/login/code",
        { email: member, code: second.code },
        "/admin/login",
      );
      expect(spent.body).toContain("ese código ya no vale");
      // The e-mail's link, in yet another browser: signed in.
      const phone = new Client(t.app.base);
      const link = new URL(second.link);
      const viaLink = await phone.post(
        "/admin/login/code",
        { email: member, code: second.code, link: second.token },
        `${link.pathname}${link.search}`,
      );
      expect(viaLink.res.status).toBe(303);
      expect((await phone.request("/admin/leads")).res.status).toBe(200);
      // Once: the same link again, anywhere, is refused and starts no session.
      const again = await new Client(t.app.base).post(
        "/admin/login/code",
        { email: member, code: second.code, link: second.token },
        `${link.pathname}${link.search}`,
      );
      expect(again.res.status).toBe(400);
      expect(again.res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    });
  });
}
