/**
 * Translation keys whose text may be the same in two languages on purpose:
 * names, brands, citations of sources, units and abbreviations, and words the
 * languages share. Any other string that is identical to another language's is
 * copy left untranslated (i18n/words.test.ts names it). A string with no
 * letters besides its placeholders (`75+`, `{{question}}: {{answer}}`) never counts.
 */
export const sameOnPurpose: Readonly<Record<string, string>> = {
  "common.firm.whatsapp": "brand",
  "common.firm.address.neighborhood": "Mexican postal abbreviation (Col.), in every language",
  "common.footer.legal": "word both languages share",
  "pages.funds.useCases.items.fintech.industry": "industry name",
  "pages.softLanding.crossLink.to": "a screen id, not copy: the page the cross link leads to",
  "pages.funds.useCases.items.marketplaces.industry": "industry name",
  "pages.funds.evidence.items.india.source": "citation of a published source",
  "pages.funds.evidence.items.gali.source": "name of an organisation",
  "pages.funds.checklist.sections.2.title": "term of art (go-to-market)",
  "pages.about.partners.industries.fintech": "industry name",
  "pages.ourName.facts.items.0.value": "unit (metres)",
  "pages.ourName.facts.items.1.value": "climbing grade",
  "pages.ourName.sources.wikipedia": "citation of a published source",
  "pages.ourName.sources.secondAscent": "citation of a published source",
  "pages.ourName.sources.history": "citation of a published source",
  "inbox.list.no": "word both languages share",
  "inbox.lead.utm": "abbreviation",
  "inbox.funnel.leads": "term the team uses in both languages",
  "inbox.funnel.duration": "units (h, min)",
  "email.digest.callLength": "unit (min)",
  "inbox.export.csv": "file format",
  "inbox.export.json": "file format",
  "inbox.export.no": "word both languages share",
  "email.strategy.pdf.phone": "abbreviation (Tel.)",
  "email.team.callNotRequested": "word both languages share",
  "email.team.labels.utm": "abbreviation",
  "email.team.labels.id": "abbreviation",
  "strategy.industries.software.name": "word both languages share",
};
