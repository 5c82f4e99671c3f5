/** A tiny HTTP client for tests that keeps its cookies (the session, a pending sign-in), like one browser would. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

const SESSION_COOKIE = 'innkeep_session';

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  /** `headers` go with every request (e.g. X-Forwarded-For, to stand for a client of its own address). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The session cookie's value, to hand the same session to a browser in tests. */
  sessionCookie(): { name: string; value: string } | null {
    const value = this.cookies.get(SESSION_COOKIE);
    return value ? { name: SESSION_COOKIE, value } : null;
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
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0]!;
      const [name = '', ...value] = pair.split('=');
      // A cleared cookie comes back empty (and expired).
      if (value.join('=')) this.cookies.set(name, value.join('='));
      else this.cookies.delete(name);
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
