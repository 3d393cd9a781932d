import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * GitHub's own description of its REST API (api.github.com, from npm `@octokit/openapi`), as a
 * judge of requests: which operation a method and path are, whether their path and query
 * parameters, media types and JSON bodies are allowed, and whether a fake's answer has the shape
 * the description promises. The description is 13 MB, so it is read once, on first use, and only
 * the schemas a test touches are compiled.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: object;
  'x-multi-segment'?: boolean;
}

interface Operation {
  operationId: string;
  description?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: object }> } | { $ref: string };
  responses: Record<string, { content?: Record<string, { schema?: object }> } | { $ref: string }>;
}

interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

export interface MatchedOperation {
  operationId: string;
  method: string;
  template: string;
  pathParams: Record<string, string>;
}

export interface RequestToJudge {
  method: string;
  /** Path and query as sent, e.g. `/repos/o/r/issues/12/comments?per_page=100`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text (undefined when there was none). */
  body?: string;
}

export type Judgement =
  { operation: MatchedOperation; problems: string[]; json?: unknown } | { operation?: undefined; problems: string[] };

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  literals: number;
  operation: Operation;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const DESCRIPTION_ID = 'api.github.com.json';
// Media types every operation speaks (GitHub's default and plain JSON) besides those it lists.
const COMMON_MEDIA_TYPES = new Set([
  'application/json',
  'application/vnd.github+json',
  'application/vnd.github.v3+json',
  '*/*',
]);

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

class GitHubDescription {
  readonly routes: Route[] = [];
  private readonly spec: Description;
  private readonly bodies: Ajv;
  private readonly parameters: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(file: string) {
    this.spec = JSON.parse(readFileSync(file, 'utf8')) as Description;
    // OpenAPI 3.0 schemas: `nullable`, `example`, `x-*` keywords; formats as ajv-formats knows them.
    const options = { strict: false, allErrors: true, validateSchema: false, validateFormats: true } as const;
    this.bodies = addFormats(new Ajv(options));
    this.bodies.addSchema(this.spec as object, DESCRIPTION_ID);
    this.parameters = addFormats(new Ajv({ ...options, coerceTypes: true }));
    for (const [template, item] of Object.entries(this.spec.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        const names: string[] = [];
        const parameters = this.parametersOf(operation);
        const source = template
          .split('/')
          .map((segment) =>
            segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name?: string) => {
              if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
              names.push(name);
              return parameters.find((p) => p.name === name && p.in === 'path')?.['x-multi-segment']
                ? '(.+)'
                : '([^/]+)';
            }),
          )
          .join('/');
        this.routes.push({
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${source}$`),
          names,
          literals: template.replace(/\{[^}]+\}/g, '').length,
          operation,
        });
      }
    }
    // The most specific template first: /git/refs/{ref} before a template of parameters only.
    this.routes.sort((a, b) => b.literals - a.literals);
  }

  private resolve<T>(value: T | { $ref: string }): T {
    let current: unknown = value;
    while (current && typeof current === 'object' && '$ref' in current && typeof current.$ref === 'string') {
      const pointer = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      current = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], this.spec);
    }
    return current as T;
  }

  private parametersOf(operation: Operation): Parameter[] {
    return (operation.parameters ?? []).map((p) => this.resolve<Parameter>(p));
  }

  private validator(key: string, make: () => ValidateFunction): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) this.compiled.set(key, (validate = make()));
    return validate;
  }

  private pointer(...parts: string[]): string {
    return `${DESCRIPTION_ID}#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
  }

  judge(request: RequestToJudge): Judgement {
    const url = new URL(request.url, 'http://api.invalid');
    const method = request.method.toUpperCase();
    let path: string;
    try {
      path = url.pathname;
      decodeURIComponent(path);
    } catch {
      return { problems: [`${method} ${request.url}: the path is not valid percent-encoding`] };
    }
    const candidates = this.routes.filter((r) => r.pattern.test(path));
    const route = candidates.find((r) => r.method === method);
    if (!route) {
      const allowed = [...new Set(candidates.map((r) => `${r.method} ${r.template}`))];
      return {
        problems: [
          `${method} ${path}: GitHub's REST description has no such operation${allowed.length ? ` (it has ${allowed.join(', ')})` : ''}`,
        ],
      };
    }
    const values = route.pattern
      .exec(path)!
      .slice(1)
      .map((v) => decodeURIComponent(v));
    const operation: MatchedOperation = {
      operationId: route.operation.operationId,
      method,
      template: route.template,
      pathParams: Object.fromEntries(route.names.map((n, i) => [n, values[i]])),
    };
    const where = `${method} ${route.template} (${operation.operationId})`;
    const problems: string[] = [];
    const parameters = this.parametersOf(route.operation);
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) {
      if (name in query) problems.push(`${where}: query parameter ${name} given twice`);
      query[name] = value;
    }
    for (const place of ['path', 'query'] as const) {
      const described = parameters.filter((p) => p.in === place);
      const given = place === 'path' ? { ...operation.pathParams } : { ...query };
      const schema = {
        type: 'object',
        properties: Object.fromEntries(described.map((p) => [p.name, p.schema ? this.resolve(p.schema) : {}])),
        required: described.filter((p) => p.required || place === 'path').map((p) => p.name),
        additionalProperties: false,
      };
      const validate = this.validator(`${route.method} ${route.template} ${place}`, () =>
        this.parameters.compile(schema),
      );
      if (!validate(given))
        problems.push(
          ...(validate.errors ?? []).map(
            (e) =>
              `${where}: ${place} parameters${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
          ),
        );
    }
    for (const accept of String(request.headers.accept ?? '')
      .split(',')
      .map((a) => a.split(';')[0].trim().toLowerCase())
      .filter(Boolean)) {
      const listed = new Set(
        Object.values(route.operation.responses).flatMap((r) => Object.keys(this.resolve(r).content ?? {})),
      );
      const named = new Set((route.operation.description ?? '').match(/application\/vnd\.github\.[a-z0-9.+-]+/g) ?? []);
      if (!COMMON_MEDIA_TYPES.has(accept) && !listed.has(accept) && !named.has(accept)) {
        problems.push(
          `${where}: accept ${accept} is not a media type this operation describes (${[...listed, ...named].join(', ')})`,
        );
      }
    }
    if (!/^(token|bearer) \S+$/i.test(String(request.headers.authorization ?? '')))
      problems.push(`${where}: no Authorization token`);
    const requestBody = route.operation.requestBody ? this.resolve(route.operation.requestBody) : undefined;
    const text = request.body ?? '';
    let json: unknown;
    if (text.length) {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      if (!requestBody) problems.push(`${where}: takes no request body, got ${text.length} bytes`);
      else if (type !== 'application/json' || !requestBody.content['application/json'])
        problems.push(
          `${where}: body of content type '${type}', described: ${Object.keys(requestBody.content).join(', ')}`,
        );
      else {
        try {
          json = JSON.parse(text);
        } catch {
          problems.push(`${where}: the body is not JSON`);
        }
        if (json !== undefined) {
          const base =
            '$ref' in route.operation.requestBody!
              ? this.pointer(...route.operation.requestBody.$ref.replace(/^#\//, '').split('/'))
              : this.pointer('paths', route.template, route.method.toLowerCase(), 'requestBody');
          const validate = this.validator(`${route.method} ${route.template} body`, () =>
            this.bodies.compile({ $ref: `${base}/content/application~1json/schema` }),
          );
          if (!validate(json))
            problems.push(...(validate.errors ?? []).map((e) => `${where}: body${e.instancePath} ${e.message}`));
        }
      }
    } else if (requestBody?.required) problems.push(`${where}: a request body is required`);
    return { operation, problems, json };
  }

  /** An example of GitHub's description (`components/examples/<name>`), for a fake to answer from. */
  example(name: string): unknown {
    const example = this.spec.components.examples?.[name] as { value?: unknown } | undefined;
    if (!example?.value) throw new Error(`GitHub's description has no example ${name}`);
    return structuredClone(example.value);
  }

  /** Problems with a response a fake is about to send for an operation (status, JSON shape). */
  judgeResponse(operation: MatchedOperation, status: number, body: unknown): string[] {
    const where = `${operation.method} ${operation.template} (${operation.operationId}) → ${status}`;
    const route = this.routes.find((r) => r.method === operation.method && r.template === operation.template)!;
    const response = route.operation.responses[String(status)] ?? route.operation.responses.default;
    if (!response)
      return [
        `${where}: GitHub's description lists no ${status} response (${Object.keys(route.operation.responses).join(', ')})`,
      ];
    const resolved = this.resolve(response);
    if (!resolved.content?.['application/json'] || body === undefined) return [];
    const base =
      '$ref' in response
        ? this.pointer(...response.$ref.replace(/^#\//, '').split('/'))
        : this.pointer('paths', route.template, route.method.toLowerCase(), 'responses', String(status));
    const validate = this.validator(`${where} response`, () =>
      this.bodies.compile({ $ref: `${base}/content/application~1json/schema` }),
    );
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${where}: response${e.instancePath} ${e.message}`);
  }
}

let loaded: GitHubDescription | undefined;

/** GitHub's REST description (api.github.com), read on first use. */
export function githubDescription(): GitHubDescription {
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
    loaded = new GitHubDescription(file);
  }
  return loaded;
}
