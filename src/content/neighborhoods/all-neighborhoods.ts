import type { Neighborhood } from './types';
import downtownLa from './places/downtown-la';
import echoPark from './places/echo-park';
import hollywood from './places/hollywood';
import koreatown from './places/koreatown';
import losFeliz from './places/los-feliz';
import silverLake from './places/silver-lake';
import westHollywood from './places/west-hollywood';
import beverlyHills from './places/beverly-hills';
import brentwood from './places/brentwood';
import culverCity from './places/culver-city';
import marinaDelRey from './places/marina-del-rey';
import santaMonica from './places/santa-monica';
import venice from './places/venice';
import westwood from './places/westwood';
import alhambra from './places/alhambra';
import arcadia from './places/arcadia';
import boyleHeights from './places/boyle-heights';
import eagleRock from './places/eagle-rock';
import highlandPark from './places/highland-park';
import montereyPark from './places/monterey-park';
import pasadena from './places/pasadena';
import elSegundo from './places/el-segundo';
import inglewood from './places/inglewood';
import longBeach from './places/long-beach';
import manhattanBeach from './places/manhattan-beach';
import redondoBeach from './places/redondo-beach';
import sanPedro from './places/san-pedro';
import torrance from './places/torrance';
import burbank from './places/burbank';
import encino from './places/encino';
import northHollywood from './places/north-hollywood';
import shermanOaks from './places/sherman-oaks';
import studioCity from './places/studio-city';
import vanNuys from './places/van-nuys';
import woodlandHills from './places/woodland-hills';
import chatsworth from './places/chatsworth';
import glendale from './places/glendale';
import granadaHills from './places/granada-hills';
import northridge from './places/northridge';
import porterRanch from './places/porter-ranch';
import santaClarita from './places/santa-clarita';

/**
 * Every neighborhood and city with its own page, ordered by region (in the order of
 * NEIGHBORHOOD_REGIONS, ./regions.ts) and then by name.
 * Each place says where its population comes from (`populationSource`): the 2020 census for
 * incorporated cities and Marina del Rey (exact counts in ./census-2020.ts), and our own
 * rounded estimate for neighborhoods of the City of Los Angeles.
 *
 * One module per place in ./places/, so a neighborhood page loads only its own record; the
 * directory and the page lists read the generated summaries (`npm run neighborhoods:index`).
 * Server code, the generator and tests import this list; the browser bundle must not.
 */
export const neighborhoods: Neighborhood[] = [
  // Central LA
  downtownLa,
  echoPark,
  hollywood,
  koreatown,
  losFeliz,
  silverLake,
  // Westside
  beverlyHills,
  brentwood,
  culverCity,
  marinaDelRey,
  santaMonica,
  venice,
  westHollywood,
  westwood,
  // South Bay & Harbor
  elSegundo,
  inglewood,
  longBeach,
  manhattanBeach,
  redondoBeach,
  sanPedro,
  torrance,
  // Eastside
  boyleHeights,
  // Northeast LA
  eagleRock,
  highlandPark,
  // Verdugos
  glendale,
  // San Gabriel Valley
  alhambra,
  arcadia,
  montereyPark,
  pasadena,
  // San Fernando Valley
  burbank,
  chatsworth,
  encino,
  granadaHills,
  northHollywood,
  northridge,
  porterRanch,
  shermanOaks,
  studioCity,
  vanNuys,
  woodlandHills,
  // Santa Clarita Valley
  santaClarita,
];
