/**
 * `npm run art`: writes the site's illustrations as SVG from the content modules: a cover for each
 * case study (public/images/case-studies/cs-N.svg) and a portrait for each team member
 * (public/images/team/*.svg), plus the team placeholder, article covers and the service-page
 * teasers that have no case study of their own (public/images/services/*.svg). Rerun after changing those modules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { caseStudies } from '../../src/content/case-studies/case-studies';
import { team } from '../../src/content/team';
import { articles, linkSchemesToAvoid } from '../../src/content/knowledge-base/articles';
import { servicePages } from '../../src/content/services';

const root = resolve(import.meta.dirname, '../..');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const palettes = [
  ['#14214e', '#1642c8', '#fb9a24'],
  ['#0f3d3e', '#0f766e', '#fcb44d'],
  ['#3b0a45', '#7e22ce', '#fdd28a'],
  ['#1e2230', '#424a61', '#5998ff'],
  ['#4a1d0b', '#b43a09', '#fcd34d'],
  ['#0c2d48', '#0369a1', '#86efac'],
];

function caseStudyCover(index: number, category: string, location: string, values: string[]): string {
  const [dark, mid, accent] = palettes[index % palettes.length]!;
  const bars = [0.35, 0.48, 0.44, 0.62, 0.7, 0.86].map((height, bar) => {
    const h = Math.round(height * 230 * (0.85 + ((index * 7 + bar * 3) % 5) / 20));
    return `<rect x="${470 + bar * 48}" y="${380 - h}" width="32" height="${h}" rx="6" fill="${bar === 5 ? accent : '#ffffff'}" fill-opacity="${bar === 5 ? 1 : 0.22 + bar * 0.08}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="800" height="450" fill="url(#g)"/>
  <circle cx="${660 - (index % 4) * 30}" cy="${90 + (index % 3) * 20}" r="120" fill="#ffffff" fill-opacity="0.06"/>
  <path d="M0 ${360 - (index % 5) * 12} C 200 ${300 + (index % 4) * 10}, 380 ${410 - (index % 3) * 14}, 800 ${320 + (index % 2) * 30} L800 450 L0 450 Z" fill="#ffffff" fill-opacity="0.07"/>
  ${bars.join('\n  ')}
  <polyline points="486,${300 - (index % 3) * 10} 534,${280 - (index % 4) * 6} 582,${262} 630,${220 - (index % 2) * 10} 678,${190} 726,${140 - (index % 3) * 8}" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <g transform="translate(64 72)">
    <rect width="${Math.max(150, category.length * 13 + 40)}" height="40" rx="20" fill="#ffffff" fill-opacity="0.14"/>
    <text x="20" y="26" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(category)}</text>
    <text x="0" y="110" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="800" fill="#ffffff">${escapeXml(values[0] ?? '')}</text>
    <text x="0" y="150" font-family="Inter, Arial, sans-serif" font-size="20" fill="#ffffff" fill-opacity="0.8">${escapeXml(values[1] ?? '')}</text>
    <g transform="translate(0 230)"><path d="M10 0c-5.5 0-10 4.4-10 9.9C0 17.3 10 28 10 28s10-10.7 10-18.1C20 4.4 15.5 0 10 0Zm0 13.5a3.6 3.6 0 1 1 0-7.2 3.6 3.6 0 0 1 0 7.2Z" fill="${accent}"/>
    <text x="30" y="20" font-family="Inter, Arial, sans-serif" font-size="20" font-weight="600" fill="#ffffff">${escapeXml(location)}</text></g>
  </g>
</svg>
`;
}

const skinTones = ['#f2c9a0', '#8d5a3b', '#e8b48a', '#c68c62', '#f5d0b0', '#6b4226'];
const hairColors = ['#2b1d14', '#1a1a1a', '#5a3825', '#3b2a20', '#111111', '#7a4b2a'];
const shirts = ['#1642c8', '#0f766e', '#b43a09', '#7e22ce', '#394052', '#be123c'];
const backgrounds = ['#d9e8ff', '#ccfbf1', '#feeac7', '#f3e8ff', '#eceef2', '#ffe4e6'];

function portrait(index: number, initials: string): string {
  const skin = skinTones[index % skinTones.length]!;
  const hair = hairColors[index % hairColors.length]!;
  const longHair = index % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">
  <rect width="400" height="400" fill="${backgrounds[index % backgrounds.length]}"/>
  ${longHair ? `<path d="M120 190c0-70 36-120 80-120s80 50 80 120v90H120z" fill="${hair}"/>` : ''}
  <path d="M70 400c8-78 62-118 130-118s122 40 130 118z" fill="${shirts[index % shirts.length]}"/>
  <path d="M172 250h56v44c0 16-56 16-56 0z" fill="${skin}"/>
  <ellipse cx="200" cy="190" rx="66" ry="76" fill="${skin}"/>
  <path d="${longHair ? 'M134 180c4-52 32-84 66-84s64 30 68 84c-18-30-44-44-68-44s-48 14-66 44z' : 'M136 172c0-46 28-78 64-78s66 30 66 78c-12-20-36-34-66-34s-52 12-64 34z'}" fill="${hair}"/>
  <circle cx="176" cy="196" r="6" fill="#1e2230"/><circle cx="224" cy="196" r="6" fill="#1e2230"/>
  <path d="M180 228c12 10 28 10 40 0" stroke="#1e2230" stroke-width="5" fill="none" stroke-linecap="round"/>
  <text x="368" y="380" text-anchor="end" font-family="Inter, Arial, sans-serif" font-size="22" font-weight="700" fill="#1e2230" fill-opacity="0.35">${escapeXml(initials)}</text>
</svg>
`;
}

function articleCover(index: number, label: string, title: string): string {
  const [dark, mid, accent] = palettes[(index + 2) % palettes.length]!;
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 3)
    .map((line, row) => `<text x="64" y="${190 + row * 58}" font-family="Inter, Arial, sans-serif" font-size="48" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="420" viewBox="0 0 800 420" role="img">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="800" height="420" fill="url(#g)"/>
  <circle cx="${700 - (index % 5) * 25}" cy="${70 + (index % 4) * 25}" r="${90 + (index % 3) * 20}" fill="#ffffff" fill-opacity="0.07"/>
  <rect x="64" y="64" width="${Math.max(140, label.length * 12 + 36)}" height="38" rx="19" fill="${accent}"/>
  <text x="82" y="89" font-family="Inter, Arial, sans-serif" font-size="17" font-weight="700" fill="#12151e">${escapeXml(label)}</text>
  ${text}
  <rect x="64" y="364" width="120" height="6" rx="3" fill="${accent}"/>
</svg>
`;
}

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">
  <rect width="400" height="400" fill="#eceef2"/>
  <circle cx="200" cy="170" r="70" fill="#b0b8c9"/>
  <path d="M70 400c8-80 62-124 130-124s122 44 130 124z" fill="#b0b8c9"/>
</svg>
`;

mkdirSync(resolve(root, 'public/images/case-studies'), { recursive: true });
mkdirSync(resolve(root, 'public/images/team'), { recursive: true });
caseStudies.forEach((study, index) => {
  const headline = study.results[0];
  writeFileSync(
    resolve(root, 'public', `.${study.image}`),
    caseStudyCover(index, study.category, study.location, [headline?.value ?? '', headline?.label ?? '']),
  );
});
team.forEach((member, index) => {
  const initials = member.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  writeFileSync(resolve(root, 'public/images/team', member.image), portrait(index, initials));
});
writeFileSync(resolve(root, 'public/images/team/placeholder.svg'), placeholder);
mkdirSync(resolve(root, 'public/images/knowledge-base'), { recursive: true });
[...articles, linkSchemesToAvoid].forEach((article, index) => {
  writeFileSync(resolve(root, 'public', `.${article.coverImage}`), articleCover(index, article.categoryLabel, article.title));
});
// Service-page teasers that are not one of the case studies get a cover of their own.
const serviceCovers = servicePages.flatMap((service) => service.caseStudies.filter((teaser) => teaser.image.startsWith('/images/services/')).map((teaser) => ({ service, teaser })));
mkdirSync(resolve(root, 'public/images/services'), { recursive: true });
serviceCovers.forEach(({ service, teaser }, index) => {
  const [headline] = teaser.stats;
  writeFileSync(resolve(root, 'public', `.${teaser.image}`), caseStudyCover(index + 2, service.name, 'Southern California', [headline?.value ?? '', headline?.label ?? '']));
});
console.log(`Wrote ${caseStudies.length} case-study covers, ${serviceCovers.length} service covers, ${team.length} portraits and ${articles.length + 1} article covers.`);
