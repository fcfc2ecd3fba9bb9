import { User } from '@cashier/contracts';

const KEY = 'user';

/** The signed-in user remembered in localStorage (never the token: it lives in an HttpOnly cookie). */
export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = User.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User): void {
  localStorage.setItem(KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  localStorage.removeItem(KEY);
  localStorage.removeItem('token');
}
