/**
 * robots.txt as RFC 9309 reads it: groups of user-agent lines followed by allow/disallow rules; the
 * group naming our product token wins over '*'; among the rules of that group the longest matching
 * path wins, allow on a tie; '*' matches any characters and a trailing '$' anchors the end.
 */

interface Rule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

interface Group {
  agents: string[];
  rules: Rule[];
}

export interface RobotsRules {
  /** Whether `pathAndQuery` ('/concursos/?x=1') may be fetched by the crawler named `productToken`. */
  isAllowed(pathAndQuery: string, productToken: string): boolean;
}

function patternToRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}${anchored ? '$' : ''}`);
}

/** Percent-encodes what a robots.txt author may have written raw, so both sides compare alike. */
function normalisePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

export function parseRobotsTxt(text: string): RobotsRules {
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;

  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();

    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue; // rules before any user-agent line belong to no group
    if (field === 'allow' || field === 'disallow') {
      // An empty disallow means "nothing is disallowed": it adds no rule.
      if (value === '') continue;
      const pattern = normalisePath(value);
      current.rules.push({ allow: field === 'allow', pattern, regex: patternToRegex(pattern) });
    }
  }

  return {
    isAllowed(pathAndQuery: string, productToken: string): boolean {
      const path = normalisePath(pathAndQuery || '/');
      if (path === '/robots.txt') return true;
      const token = productToken.toLowerCase();
      const agentMatches = (agent: string) => agent.replace(/\/.*$/, '').trim() === token;
      let rules = groups.filter((g) => g.agents.some(agentMatches)).flatMap((g) => g.rules);
      if (!groups.some((g) => g.agents.some(agentMatches))) {
        rules = groups.filter((g) => g.agents.includes('*')).flatMap((g) => g.rules);
      }
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.regex.test(path)) continue;
        if (
          !best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)
        ) {
          best = rule;
        }
      }
      return best ? best.allow : true;
    },
  };
}

/** Rules for a site without a robots.txt (404) or with one we may ignore: everything allowed. */
export const ALLOW_ALL: RobotsRules = { isAllowed: () => true };
/** Rules for a site whose robots.txt could not be read (5xx, network): RFC 9309 says assume full disallow. */
export const DISALLOW_ALL: RobotsRules = { isAllowed: (path) => path === '/robots.txt' };
