import { useTranslation } from "react-i18next";
import { Hero } from "../page/page-view.tsx";
import { ScreenLinks } from "../page/screen-links.tsx";

const helpful = ["home", "solutions", "services", "funds", "quiz", "contact"] as const;

/** The not-found page (HTTP 404), and the page for an unexpected error. */
export function NotFoundContent({ variant }: { variant: "notFound" | "error" }) {
  const { t } = useTranslation();
  return (
    <>
      {variant === "notFound" ? (
        <Hero page="notFound" />
      ) : (
        <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h1 className="text-3xl font-bold text-ink sm:text-5xl">{t("errorPage.h1")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink/75">{t("errorPage.lead")}</p>
        </section>
      )}
      <ScreenLinks title={t("notFoundLinks")} ids={helpful} />
    </>
  );
}
