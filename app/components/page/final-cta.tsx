import { useTranslation } from "../../i18n/i18n.ts";
import { CtaBand } from "./blocks.tsx";
import { CallLink } from "./page-view.tsx";

/**
 * The closing band of a page: its title and body, the free-call button to the
 * booking page, then the page's own secondary actions (inverse styles), if any.
 */
export function FinalCta({
  copy,
  children,
}: {
  copy: { title: string; body: string };
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CtaBand title={copy.title} body={copy.body}>
      <CallLink variant="inverse">{t("cta.freeCall")}</CallLink>
      {children}
    </CtaBand>
  );
}
