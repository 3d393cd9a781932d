import { z } from 'zod';
import { ConvertSettings, ResxFileRequest, StatusResponse, StoredConvertedResult } from '../model/conversion';
import {
  ApplyRevisionsOptions,
  ChangeInfo,
  ComparisonOptions,
  FileInfo,
  FormatsResult,
  InfoResult,
  Link,
  PreviewOptions,
  RevisionInfo,
  UpdatesOptions,
} from '../model/records';
import {
  ConsumptionResult,
  DiscUsage,
  ErrorResponse,
  FilesList,
  FilesUploadResult,
  FileVersions,
  ObjectExist,
  StorageExist,
} from '../model/storage';
import { describeConversions } from '../service/conversion';
import { ViewOptions } from '../service/viewer';

interface Route {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  description?: string;
  body?: z.ZodType;
  multipart?: string[];
  response?: z.ZodType;
  binary?: boolean;
  query?: string[];
  status?: number;
  /** Response headers besides the body (name → description). */
  headers?: Record<string, string>;
}

const WARNING =
  'RFC 9111 `199 docdelta "<text>"` per notice: a result whose format cannot carry the requested password (written unprotected), change Ids that matched no change.';
const SAVED_HEADERS = { Warning: WARNING };

/** Every route of the server, the single source of the OpenAPI document. */
export const ROUTES: Route[] = [
  { method: 'get', path: '/comparison/formats', summary: 'Supported formats', response: FormatsResult },
  { method: 'post', path: '/comparison/info', summary: 'Document information', body: FileInfo, response: InfoResult },
  {
    method: 'post',
    path: '/comparison/comparisons',
    summary: 'Compare documents and save the result',
    body: ComparisonOptions,
    response: Link,
    headers: SAVED_HEADERS,
  },
  {
    method: 'post',
    path: '/comparison/changes',
    summary: 'List changes between stored documents',
    body: ComparisonOptions,
    response: z.array(ChangeInfo),
  },
  {
    method: 'put',
    path: '/comparison/changes',
    summary: 'List changes between uploaded documents',
    multipart: ['sourceFile', 'targetFiles', 'settings', 'changeType'],
    response: z.array(ChangeInfo),
  },
  {
    method: 'put',
    path: '/comparison/updates',
    summary: 'Accept or reject changes and save the result',
    body: UpdatesOptions,
    response: Link,
    headers: {
      ...SAVED_HEADERS,
      'X-Skipped-Change-Ids':
        'Ids of Changes that matched no change and were skipped, comma-separated. Changes not named stay as the target has them.',
    },
  },
  {
    method: 'post',
    path: '/comparison/revisions',
    summary: 'List tracked revisions',
    body: FileInfo,
    response: z.array(RevisionInfo),
  },
  {
    method: 'put',
    path: '/comparison/revisions',
    summary: 'Accept or reject tracked revisions',
    body: ApplyRevisionsOptions,
    response: Link,
  },
  {
    method: 'post',
    path: '/comparison/preview',
    summary: 'Render page previews',
    body: PreviewOptions,
    response: z.array(Link),
  },
  {
    method: 'get',
    path: '/comparison/consumption',
    summary: 'Credits and megabytes used by the client',
    response: ConsumptionResult,
  },
  {
    method: 'get',
    path: '/comparison/storage/file/{path}',
    summary: 'Download a file',
    binary: true,
    query: ['storageName', 'versionId'],
  },
  {
    method: 'put',
    path: '/comparison/storage/file/{path}',
    summary: 'Upload a file',
    multipart: ['File'],
    response: FilesUploadResult,
    query: ['storageName'],
  },
  {
    method: 'delete',
    path: '/comparison/storage/file/{path}',
    summary: 'Delete a file',
    query: ['storageName', 'versionId'],
  },
  {
    method: 'put',
    path: '/comparison/storage/file/copy/{path}',
    summary: 'Copy a file',
    query: ['destPath', 'srcStorageName', 'destStorageName', 'versionId'],
  },
  {
    method: 'put',
    path: '/comparison/storage/file/move/{path}',
    summary: 'Move a file',
    query: ['destPath', 'srcStorageName', 'destStorageName', 'versionId'],
  },
  {
    method: 'get',
    path: '/comparison/storage/folder/{path}',
    summary: 'List a folder',
    response: FilesList,
    query: ['storageName'],
  },
  { method: 'put', path: '/comparison/storage/folder/{path}', summary: 'Create a folder', query: ['storageName'] },
  {
    method: 'delete',
    path: '/comparison/storage/folder/{path}',
    summary: 'Delete a folder',
    query: ['storageName', 'recursive'],
  },
  {
    method: 'put',
    path: '/comparison/storage/folder/copy/{path}',
    summary: 'Copy a folder',
    query: ['destPath', 'srcStorageName', 'destStorageName'],
  },
  {
    method: 'put',
    path: '/comparison/storage/folder/move/{path}',
    summary: 'Move a folder',
    query: ['destPath', 'srcStorageName', 'destStorageName'],
  },
  { method: 'get', path: '/comparison/storage/{storageName}/exist', summary: 'Storage exists', response: StorageExist },
  {
    method: 'get',
    path: '/comparison/storage/exist/{path}',
    summary: 'File or folder exists',
    response: ObjectExist,
    query: ['storageName', 'versionId'],
  },
  {
    method: 'get',
    path: '/comparison/storage/disc',
    summary: 'Disc usage',
    response: DiscUsage,
    query: ['storageName'],
  },
  {
    method: 'get',
    path: '/comparison/storage/version/{path}',
    summary: 'File versions',
    response: FileVersions,
    query: ['storageName'],
  },
  {
    method: 'post',
    path: '/conversion',
    summary: 'Convert a document',
    description: describeConversions(),
    body: ConvertSettings,
    response: z.array(StoredConvertedResult),
  },
  {
    method: 'post',
    path: '/translation/resx',
    summary: 'Queue a .resx translation',
    body: ResxFileRequest,
    response: StatusResponse,
    status: 202,
  },
  {
    method: 'get',
    path: '/translation/resx/{id}',
    summary: 'Status and result of a translation',
    response: StatusResponse,
  },
  { method: 'post', path: '/viewer/view', summary: 'Render a document for viewing', body: ViewOptions },
  {
    method: 'get',
    path: '/viewer/view/{path}',
    summary: 'A stored document view (TargetFileInfo) as a browser opens it: one self-contained HTML file',
    binary: true,
    query: ['storageName'],
  },
];

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, target: 'draft-2020-12', unrepresentable: 'any' });

let cached: unknown;

/** OpenAPI 3.1 document generated from the zod schemas of src/model. */
export function openApiDocument(): unknown {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: schema(ErrorResponse, 'output') } },
  };
  for (const route of ROUTES) {
    const parameters = [
      ...[...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(route.query ?? []).map((name) => ({
        name,
        in: 'query',
        required: name === 'destPath',
        schema: name === 'recursive' ? { type: 'boolean' } : { type: 'string' },
      })),
    ];
    const operation: Record<string, unknown> = {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      parameters,
      security: [{ bearer: [] }],
      responses: {
        [String(route.status ?? 200)]: route.binary
          ? {
              description: 'The file',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            }
          : route.response
            ? {
                description: 'OK',
                ...(route.headers
                  ? {
                      headers: Object.fromEntries(
                        Object.entries(route.headers).map(([name, description]) => [
                          name,
                          { description, schema: { type: 'string' } },
                        ]),
                      ),
                    }
                  : {}),
                content: { 'application/json': { schema: schema(route.response, 'output') } },
              }
            : { description: 'OK' },
        '400': errorResponse,
        '401': errorResponse,
        '404': errorResponse,
        '413': errorResponse,
        '422': errorResponse,
        '429': errorResponse,
        '500': errorResponse,
      },
    };
    if (route.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schema(route.body, 'input') } },
      };
    if (route.multipart) {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: Object.fromEntries(
                route.multipart.map((f) => [
                  f,
                  /file/i.test(f) ? { type: 'string', format: 'binary' } : { type: 'string' },
                ]),
              ),
            },
          },
        },
      };
    }
    (paths[`/v2.0${route.path}`] ??= {})[route.method] = operation;
  }
  paths['/connect/token'] = {
    post: {
      summary: 'OAuth2 client credentials token',
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              required: ['grant_type', 'client_id', 'client_secret'],
              properties: {
                grant_type: { const: 'client_credentials' },
                client_id: { type: 'string' },
                client_secret: { type: 'string' },
              },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Token',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  access_token: { type: 'string' },
                  expires_in: { type: 'integer' },
                  token_type: { const: 'Bearer' },
                },
              },
            },
          },
        },
        '400': {
          description:
            'invalid_request (no grant_type), unsupported_grant_type, or invalid_client (any failed client authentication, an empty secret included)',
          content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } } } } },
        },
      },
    },
  };
  paths['/health'] = {
    get: {
      summary: 'Whether this replica is up, for load balancers (no token)',
      description:
        'escaped counts the errors that escaped every handler since the server started, by kind; each one is a bug to report.',
      security: [],
      responses: {
        '200': {
          description: 'Up',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['status', 'escaped'],
                properties: {
                  status: { const: 'ok' },
                  escaped: {
                    type: 'object',
                    properties: {
                      uncaughtExceptions: { type: 'integer', minimum: 0 },
                      unhandledRejections: { type: 'integer', minimum: 0 },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  cached = {
    openapi: '3.1.0',
    info: { title: 'docdelta comparison API (GroupDocs.Comparison Cloud v2.0 compatible)', version: '2.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
  return cached;
}
