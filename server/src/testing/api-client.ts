/** A tiny HTTP client for tests that keeps its session cookie, like one browser would. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  private cookie: string | null = null;

  /** `headers` go with every request (e.g. X-Forwarded-For, to stand for a client of its own address). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The session cookie's value, to hand the same session to a browser in tests. */
  sessionCookie(): { name: string; value: string } | null {
    if (!this.cookie) return null;
    const [name, ...value] = this.cookie.split('=');
    return { name: name!, value: value.join('=') };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  async graphql<T = any>(query: string, variables: Record<string, unknown> = {}) {
    return this.request<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>('POST', '/graphql', {
      query,
      variables,
    });
  }

  async request<T>(method: string, path: string, body?: unknown, rawBody?: string): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an HTML page or a file): tests get the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
}
