import { useTranslation } from "../../i18n/i18n.ts";
import { useNavigation } from "react-router";

/**
 * Shown while a client navigation loads the next page (its lazily loaded route
 * module and data). Server-rendered pages never show it.
 */
export function RouteSpinner() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      data-testid="route-spinner"
      className="pointer-events-none fixed inset-x-0 top-16 z-40 flex justify-center"
    >
      <div className="flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink shadow-lg ring-1 ring-ink/10">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        {t("loading")}
      </div>
    </div>
  );
}
