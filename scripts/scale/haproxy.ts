/**
 * The HAProxy configuration the scale test runs in front of its replicas: round robin per
 * request, a replica out after two failed checks. `retries` with `option redispatch 1` sends a
 * request whose connection a dead replica refuses to another replica at once, instead of
 * answering 503 until the health checks have taken the dead one out (about a second).
 */
export function haproxyConfig(options: { port: number; servers: string[]; checkInterval?: string }): string {
  const inter = options.checkInterval ?? '500ms';
  const servers = options.servers
    .map((host, i) => `  server r${i + 1} ${host} check inter ${inter} fall 2 rise 2`)
    .join('\n');
  return `global
  maxconn 1024
defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # A busy replica answers its health check late; without this the check times out after 'inter'.
  timeout check 5s
  # A refused or failed connection is tried again, on another replica (every request is safe to
  # resend then: it never reached a replica).
  retries 2
  option redispatch 1
frontend api
  bind 127.0.0.1:${options.port}
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET /v2.0/openapi.json
${servers}
`;
}
