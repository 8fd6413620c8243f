-- What a visitor may type: one rule each for spaces, e-mail addresses, websites and the characters
-- nobody sees, shared by every form's validation (docs/decisions/0044-words-and-addresses-are-ours.md).

-- A function body may name a table declared further down; `supabase db lint` checks every body.
set check_function_bodies = off;

CREATE FUNCTION private.canonical_mailbox(address text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- local part without its +tag; the domain without a trailing dot; Gmail's dots dropped.
  select case when parts[2] is null then folded
              when parts[2] in ('gmail.com', 'googlemail.com') then pg_catalog.replace(pg_catalog.split_part(parts[1], '+', 1), '.', '') || '@gmail.com'
              else pg_catalog.split_part(parts[1], '+', 1) || '@' || parts[2] end
    from (select folded, pg_catalog.regexp_match(folded, '^(.*)@([^@]*?)\.?$') as parts
            from (select pg_catalog.lower(private.trim_space(address)) as folded) f) m;
$$;

COMMENT ON FUNCTION private.canonical_mailbox(address text) IS 'The mailbox an address delivers to, for every per-recipient mail cap: lower case, outer space trimmed, the +tag of the local part dropped, a trailing dot of the domain dropped, and for Gmail (gmail.com, googlemail.com) the dots of the local part dropped, so variants of one address count as one mailbox (issue 59). Never used to send: mail goes to the address as typed.';

REVOKE ALL ON FUNCTION private.canonical_mailbox(address text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.is_valid_email(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is not null
     and pg_catalog.char_length(value) <= 254
     and value ~ '^(?=[^@]{1,64}@)[A-Za-z0-9!#$''*+/^_{|}~-]+(?:\.[A-Za-z0-9!#$''*+/^_{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$';
$_$;

COMMENT ON FUNCTION private.is_valid_email(value text) IS 'The one address rule (decision 0044, amended by issue 59), on RFC 5321''s characters: at most 254 characters; a dot-atom local part of at most 64 (letters, digits, ! # $ '' * + - / ^ _ { | } ~, no leading, trailing or doubled dot; no ? & = % or backtick, which make a mailto: link carry a subject or cc); one @; a domain of two or more ASCII labels of 1 to 63 letters, digits and hyphens, none starting or ending with a hyphen (no empty or dash-only label, no trailing dot), the last starting with a letter. Unicode domains must be typed in their xn-- form; anything else non-ASCII is refused. So an address prints safely in a mail header and a link. Keeps PUBLIC execute because the check constraints of every address column call it as the writing role; same pattern as the TypeScript twin (EMAIL_PATTERN_SOURCE).';

CREATE FUNCTION private.is_valid_website(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select value is not null
     and pg_catalog.char_length(value) <= 2048
     and value ~ '^[Hh][Tt][Tt][Pp][Ss]?://(?:(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])|(?:(?![A-Za-z0-9]{2}--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*(?![A-Za-z0-9]{2}--)[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?::(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?(?:[/?#][^\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]*)?$';
$_$;

COMMENT ON FUNCTION private.is_valid_website(value text) IS 'The website rule (decision 0044): http or https, an ASCII host (plain IPv4 or a name whose last label starts with a letter, no user name, no punycode), optional port, and a path without white space or invisible characters, at most 2,048 characters, so every URL parser reads it the same way and it may be printed in an e-mail. Keeps PUBLIC execute because the lead and subscription website constraints call it.';

CREATE FUNCTION private.looks_like_structure(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select private.trim_space(value) ~ '^(?:\[.*\]|\{.*\})$';
$_$;

COMMENT ON FUNCTION private.looks_like_structure(value text) IS 'Whether a value is a JSON list or object written as text (what an API call stores when it sends [] or {} where a name belongs); validate_lead refuses such a name (decision 0044).';

CREATE FUNCTION private.name_breaks_text(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select value ~ '[\u0001-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u206F\uFFF9-\uFFFB]'
      or value ~ '[\U000E0000-\U000E007F]'
      or value ~ '[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]{3}';
$$;

COMMENT ON FUNCTION private.name_breaks_text(value text) IS 'Whether a name carries what breaks its line or its direction: a control character (C0, DEL, C1), a line or paragraph separator, a direction mark, embedding, override or isolate, a deprecated format or interlinear annotation character, a tag character (U+E0000 to E007F), or more than 2 general-purpose combining marks in a row (decision 0044, issue 59). Part of the one name rule of leads, bookings and staff; nameBreaksText() in _shared/unseen-characters.ts holds the same classes.';

REVOKE ALL ON FUNCTION private.name_breaks_text(value text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.name_is_readable(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select not private.name_breaks_text(value)
     and value !~ '[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]';
$$;

COMMENT ON FUNCTION private.name_is_readable(value text) IS 'The one name rule''s characters for leads, bookings and staff (decision 0044, issue 59): nothing that breaks the text (name_breaks_text) and no invisible mark or blank-looking filler (U+00AD, U+034F, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, U+2800, U+200B, U+2060 to 2064, U+FEFF, ...). The zero-width joiner and non-joiner and the variation selectors stay: Persian and Indic names and emoji need them. nameIsReadable() is the TypeScript twin; validate_lead refuses a lead name without it.';

REVOKE ALL ON FUNCTION private.name_is_readable(value text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.sender_key(address text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  parsed inet;
begin
  begin
    parsed := address::inet;
  exception when others then
    return address;
  end;
  if pg_catalog.family(parsed) = 6 and not parsed <<= '::ffff:0.0.0.0/96'::inet then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 64))) || '/64';
  end if;
  return address;
end;
$$;

COMMENT ON FUNCTION private.sender_key(address text) IS 'The sender a per-sender cap counts: an IPv6 address stands for its /64 (one host has them all), an IPv4 or mapped address or anything unparsable counts as written (decision 0045).';

REVOKE ALL ON FUNCTION private.sender_key(address text) FROM PUBLIC, anon, authenticated, service_role;

CREATE FUNCTION private.trim_space(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.btrim(value, E' \t\n\r\f' || pg_catalog.chr(11));
$$;

COMMENT ON FUNCTION private.trim_space(value text) IS 'Trims ASCII white space only (space, tab, newline, carriage return, form feed, vertical tab), exactly what the browser''s field-rules.ts trims, so the database and the forms judge a field the same way. Keeps PUBLIC execute like the other field-rule helpers.';

CREATE FUNCTION private.without_unseen(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.regexp_replace(value, '[\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]', '', 'g');
$$;

COMMENT ON FUNCTION private.without_unseen(value text) IS 'The text without the characters nobody sees (controls, white space, zero-width and joining marks, fillers, direction marks). Used to decide whether a staff name or a note holds anything visible, and to recognise reserved staff names disguised with invisible marks (decision 0044).';
