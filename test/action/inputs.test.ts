import { describe, expect, it } from 'vitest';
import {
  defaultDocumentGlobs,
  describeSettings,
  inputsFromEnv,
  InputError,
  parseInputs,
} from '../../src/action/inputs';

const parse = (inputs: Record<string, string>) => parseInputs(inputs, '4242');
const errorOf = (inputs: Record<string, string>) => {
  try {
    parse(inputs);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('parseInputs', () => {
  it('gives defaults when every input is empty, as GitHub passes unset inputs', () => {
    const settings = parse({
      mode: '',
      comment: '',
      'fail-on': '',
      paths: '',
      shard: '',
      merge: '',
      'artifact-name': '',
    });
    expect(settings.mode).toBe('styled');
    expect(settings.comment).toBe('update');
    expect(settings.failOn).toEqual({ kind: 'never' });
    expect(settings.artifactName).toBe('docdelta-4242');
    expect(settings.paths).toEqual(defaultDocumentGlobs());
    expect(settings.shard).toBeUndefined();
    expect(settings.merge).toBe(false);
    expect(settings.maxBytes).toBe(50 * 1024 * 1024);
    expect(settings.backend).toEqual({ kind: 'local' });
  });

  it('default paths cover the document formats but not source code', () => {
    const [glob] = defaultDocumentGlobs();
    for (const extension of ['docx', 'xlsx', 'pptx', 'odt', 'pdf']) expect(glob).toContain(extension);
    expect(glob).not.toMatch(/\bts\b/);
    expect(glob).not.toMatch(/\bmd\b/);
  });

  it('reads fail-on, shard, lists and JSON inputs', () => {
    const settings = parse({
      'fail-on': 'changes-over:25',
      shard: '2/8',
      paths: 'docs/**/*.docx\n# a comment\n  contracts/*.pdf  \n',
      'protected-paths': 'legal/**, policies/{a,b}.docx',
      settings: '{"IgnoreCase": true}',
      passwords: '{"secret/**": "hunter2"}',
      mode: 'Tracked',
      'max-file-size': '2',
    });
    expect(settings.failOn).toEqual({ kind: 'changes-over', limit: 25 });
    expect(settings.shard).toEqual({ index: 2, count: 8 });
    expect(settings.paths).toEqual(['docs/**/*.docx', 'contracts/*.pdf']);
    expect(settings.protectedPaths).toEqual(['legal/**', 'policies/{a,b}.docx']);
    expect(settings.settings).toEqual({ IgnoreCase: true });
    expect(settings.passwords).toEqual({ 'secret/**': 'hunter2' });
    expect(settings.mode).toBe('tracked');
    expect(settings.maxBytes).toBe(2 * 1024 * 1024);
  });

  it('quotes the bad value and the expected form', () => {
    expect(errorOf({ 'fail-on': 'sometimes' })).toBe(
      "Invalid fail-on 'sometimes'. Expected never, any-change or changes-over:N (N a whole number, e.g. changes-over:20).",
    );
    expect(errorOf({ mode: 'redline' })).toBe("Invalid mode 'redline'. Expected one of styled, tracked.");
    expect(errorOf({ comment: 'sticky' })).toBe("Invalid comment 'sticky'. Expected one of update, new, off.");
    expect(errorOf({ shard: '9/8' })).toContain("Invalid shard '9/8'. Expected i/n with 1 <= i <= n");
    expect(errorOf({ merge: 'maybe' })).toBe("Invalid merge 'maybe'. Expected true or false.");
    expect(errorOf({ settings: '{nope' })).toMatch(
      /^Invalid settings: not JSON \(.*\)\. Expected a JSON object of comparison Settings/,
    );
    expect(errorOf({ passwords: '{"a": 1}' })).toMatch(
      /^Invalid passwords: .*Expected a JSON object mapping globs to passwords/,
    );
    expect(errorOf({ backend: 'remote' })).toContain("backend 'remote' needs service-url");
    expect(errorOf({ 'service-url': 'ftp://x', backend: 'remote' })).toContain("Invalid service-url 'ftp://x'");
    expect(errorOf({ shard: '1/2', merge: 'true' })).toContain('shard and merge are for different jobs');
  });

  it('names the input and the glob of an invalid glob, and keeps a glob with braces whole', () => {
    expect(errorOf({ paths: 'docs/{contract,minutes.docx' })).toBe(
      "Invalid paths glob 'docs/{contract,minutes.docx': unclosed brace.",
    );
    expect(errorOf({ 'paths-ignore': 'drafts/**\ndocs/[cm*.docx' })).toBe(
      "Invalid paths-ignore glob 'docs/[cm*.docx': unclosed [ character class.",
    );
    expect(errorOf({ 'protected-paths': 'legal/}' })).toBe("Invalid protected-paths glob 'legal/}': unmatched }.");
    expect(parse({ paths: 'docs/{a,b}/*.docx, c\\,d.docx\n!docs/a/x.docx' }).paths).toEqual([
      'docs/{a,b}/*.docx',
      'c\\,d.docx',
      '!docs/a/x.docx',
    ]);
  });

  it('lists every bad input at once', () => {
    expect(errorOf({ mode: 'x', comment: 'y' }).split('\n')).toHaveLength(2);
  });

  it('reads INPUT_ variables the way the runner names them', () => {
    expect(inputsFromEnv({ 'INPUT_FAIL-ON': 'any-change', INPUT_GITHUB_TOKEN: 't', PATH: '/bin' })).toEqual({
      'fail-on': 'any-change',
      github_token: 't',
    });
  });

  it('never shows secrets when describing the settings', () => {
    const settings = parse({
      'github-token': 'ghs_secret',
      passwords: '{"*.docx": "pw123"}',
      backend: 'remote',
      'service-url': 'https://dd.example.com/',
      'client-secret': 's3cr3t',
    });
    const text = JSON.stringify(describeSettings(settings));
    for (const secret of ['ghs_secret', 'pw123', 's3cr3t']) expect(text).not.toContain(secret);
    expect(text).toContain('https://dd.example.com');
  });
});
