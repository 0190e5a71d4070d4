import Negotiator from "negotiator";
import { isLanguage, languages, type Language } from "./languages.ts";

// The browser needs only these (and must not bundle the HTTP parsers below): they live with the language list.
export {
  detectorCacheKey,
  isLanguage,
  languageChoiceParam,
  preferenceCookie,
  preferenceKey,
  readCookie,
  sanitizeLanguage,
} from "./languages.ts";

/** At most this many entries of an `Accept-Language` header are considered (a long header is noise). */
const maxAcceptedEntries = 20;

/**
 * The first supported language of an `Accept-Language` header, ranked by the
 * `negotiator` package (quality, then specificity, then order). `en_US` is read
 * as `en-US`; a bare `*` accepts the default language.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const accept = header.split(",").slice(0, maxAcceptedEntries).join(",").replaceAll("_", "-");
  const negotiator = new Negotiator({ headers: { "accept-language": accept } });
  const [best] = negotiator.languages([...languages]);
  return isLanguage(best) ? best : undefined;
}
