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
     and value ~ '^[^@<>"`(),;:\[\]\\\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]+@[^@<>"`(),;:\[\]\\\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]+\.[^@<>"`(),;:\[\]\\\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]+$';
$_$;

COMMENT ON FUNCTION private.is_valid_email(value text) IS 'The one address rule (decision 0044): a bare address of at most 254 characters, one @ and a dotted domain, with no display name, brackets, quotes, separators, white space, control, invisible or direction-changing character, so an address can be printed in a mail header safely. Keeps PUBLIC execute because the check constraints of every address column call it as the writing role; same pattern as the TypeScript twin.';

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
