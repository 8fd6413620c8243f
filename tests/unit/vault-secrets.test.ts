import { describe, expect, it } from 'vitest';
import { describeProof, projectUrlProblem, serviceKeyProblem } from '../../scripts/operations/vault-secrets';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';

describe('serviceKeyProblem: only the legacy service_role JWT can be the bearer of the functions’ calls', () => {
  it('accepts a service_role JWT', () => {
    expect(serviceKeyProblem(LOCAL_SERVICE_ROLE_KEY)).toBeNull();
  });

  it.each([
    ['an sb_secret_ key', 'sb_secret_abcdefghijklmnop1234', /^That is an sb_secret_ key: the functions are deployed with verify_jwt = true/],
    ['the anon key', LOCAL_ANON_KEY, /^That is the project's public key/],
    ['a publishable key', 'sb_publishable_abcdefghijklmnop', /^That is the project's public key/],
    ['anything else', 'not-a-key', /^That is not a service_role key/],
  ])('refuses %s in one sentence', (_label, key, sentence) => {
    const problem = serviceKeyProblem(key);
    expect(problem).toMatch(sentence);
    expect(problem).not.toContain('\n');
  });
});

describe('projectUrlProblem', () => {
  it('accepts the project origin over https, and http only on this machine', () => {
    expect(projectUrlProblem('https://abcdefghijkl.supabase.co')).toBeNull();
    expect(projectUrlProblem('https://abcdefghijkl.supabase.co/')).toBeNull();
    expect(projectUrlProblem('http://127.0.0.1:54321')).toBeNull();
  });

  it.each([
    ['http://abcdefghijkl.supabase.co', 'PROJECT_URL must be https (http://abcdefghijkl.supabase.co is not).'],
    [
      'https://abcdefghijkl.supabase.co/functions/v1',
      "PROJECT_URL is the project's origin only, like https://<ref>.supabase.co (not https://abcdefghijkl.supabase.co/functions/v1).",
    ],
    ['abcdefghijkl.supabase.co', 'PROJECT_URL is not a URL: abcdefghijkl.supabase.co'],
  ])('refuses %s', (url, sentence) => {
    expect(projectUrlProblem(url)).toBe(sentence);
  });
});

describe('describeProof', () => {
  it('says what pg_net’s answer to the job’s call means', () => {
    expect(describeProof({ requestId: 7, statusCode: 200, error: null })).toEqual({
      ok: true,
      sentence: "send-notifications answered 200 to the send-notifications job's call (pg_net request #7): the Vault secrets work.",
    });
    expect(describeProof({ requestId: 8, statusCode: 403, error: null })).toEqual({
      ok: false,
      sentence: "send-notifications refused the job's call with 403 (pg_net request #8): the key in Vault is not the project's current service_role key.",
    });
    expect(describeProof({ requestId: 9, statusCode: null, error: 'Couldn’t resolve host name' }).sentence).toBe(
      "The job's call got no answer (pg_net request #9: Couldn’t resolve host name): check project_url and that the functions are deployed.",
    );
    expect(describeProof({ requestId: 10, statusCode: 500, error: null })).toMatchObject({ ok: false, sentence: expect.stringMatching(/answered 500/) });
  });
});
