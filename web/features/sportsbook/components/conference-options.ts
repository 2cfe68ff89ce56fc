/**
 * The conference choices of the newer sportsbook (spec section 2: all, top_25, power_5, the named
 * conferences, plus the server's). Named ones carry the server's slugs (the conferences table,
 * data/import-season.ts) so a choice always filters; a conference the server also lists appears once.
 */
export interface ConferenceOption {
  slug: string;
  name: string;
}

export const NAMED_CONFERENCES: readonly ConferenceOption[] = [
  { slug: "sec", name: "SEC" },
  { slug: "big_ten", name: "Big Ten" },
  { slug: "acc", name: "ACC" },
  { slug: "big_12", name: "Big 12" },
  { slug: "pac_12", name: "Pac-12" },
  { slug: "aac", name: "American Athletic" },
  { slug: "mountain_west", name: "Mountain West" },
  { slug: "sun_belt", name: "Sun Belt" },
  { slug: "mac", name: "Mid-American" },
  { slug: "cusa", name: "Conference USA" },
  { slug: "independent", name: "FBS Independents" },
  { slug: "big_sky", name: "Big Sky" },
  { slug: "big_south_ovc", name: "Big South-OVC" },
  { slug: "caa", name: "CAA" },
  { slug: "meac", name: "MEAC" },
  { slug: "mvfc", name: "MVFC" },
  { slug: "nec", name: "NEC" },
  { slug: "patriot", name: "Patriot" },
  { slug: "swac", name: "SWAC" },
  { slug: "southern", name: "Southern" },
  { slug: "southland", name: "Southland" },
  { slug: "uac", name: "UAC" },
  { slug: "fcs_independents", name: "FCS Independents" },
];

const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The named conferences then the server's others, each conference once. The server's slug wins
 * for a name both lists carry (it is the one the games filter knows). `named` false (a sport other
 * than college football): the server's conferences only.
 */
export function conferenceOptions(
  server: readonly ConferenceOption[] | null | undefined,
  named = true,
): ConferenceOption[] {
  const serverByName = new Map((server ?? []).map((c) => [nameKey(c.name), c]));
  const out: ConferenceOption[] = [];
  const slugs = new Set<string>();
  const names = new Set<string>();
  for (const option of [
    ...(named ? NAMED_CONFERENCES.map((c) => serverByName.get(nameKey(c.name)) ?? c) : []),
    ...(server ?? []),
  ]) {
    if (slugs.has(option.slug) || names.has(nameKey(option.name))) continue;
    slugs.add(option.slug);
    names.add(nameKey(option.name));
    out.push({ slug: option.slug, name: option.name });
  }
  return out;
}
