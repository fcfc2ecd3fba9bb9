import { expect, test, type Page } from '@playwright/test';
import { checkLayouts, OWNER, shot, signIn, stamp } from '../support/index';
import { startsFresh } from '../support/reset.ts';

startsFresh();

const WRITE = { 'X-Requested-With': 'cashier' };

/** The id of a role by its (stored) name, through the API with the page's session. */
async function roleId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/v1/roles');
  expect(response.ok()).toBe(true);
  const { roles } = (await response.json()) as { roles: { id: number; name: string }[] };
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

/** A user made through the API (the form itself is tested in its own journey). */
async function createUser(
  page: Page,
  fields: { name: string; email: string; role: string; password: string },
) {
  const response = await page.request.post('/v1/users/create', {
    headers: WRITE,
    data: {
      name: fields.name,
      email: fields.email,
      roleId: await roleId(page, fields.role),
      locale: 'en',
      password: fields.password,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('owner creates a user with a role and a PIN, finds, sorts, disables, edits and deletes it', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const amal = { name: `Amal ${s}`, email: `amal-${s}@cashier.test` };
  await signIn(page);
  await createUser(page, {
    name: `Zaid ${s}`,
    email: `zaid-${s}@cashier.test`,
    role: 'waiter',
    password: 'Waiter-pass-2026',
  });

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();

  // Required fields and a too-short password are caught before the request.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name').fill(amal.name);
  await page.getByLabel('Email').fill(amal.email);
  // Mantine puts a field's dir on the box around its input.
  await expect(page.getByLabel('Email').locator('..')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Cashier' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Arabic' });
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('PIN (4–6 digits)').fill('4826');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The password must be at least 10 characters.')).toBeVisible();
  await page.getByLabel('Password').fill('Cashier-pass-2026');
  await shot(page, testInfo, 'user-form-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('User saved')).toBeVisible();

  // The same e-mail again: the server's 409 shows beside the e-mail field.
  await page.getByRole('link', { name: 'New user' }).click();
  await page.getByLabel('Name').fill(`Other ${s}`);
  await page.getByLabel('Email').fill(amal.email.toUpperCase());
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Waiter' });
  await page.getByLabel('Password').fill('Another-pass-2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Another user already has this email address.',
  );
  await shot(page, testInfo, 'user-form-duplicate-email');
  await page.getByRole('link', { name: 'Cancel' }).click();

  // Find both by the stamp; the list shows role, status, PIN and language.
  await page.getByRole('searchbox', { name: 'Search' }).fill(s);
  const rows = page.getByRole('row').filter({ hasText: s });
  await expect(rows).toHaveCount(2);
  const amalRow = page.getByRole('row').filter({ hasText: amal.email });
  await expect(amalRow).toContainText('Cashier');
  await expect(amalRow).toContainText('Active');
  await expect(amalRow).toContainText('Set');
  await expect(amalRow).toContainText('Arabic');
  await expect(page.getByRole('row').filter({ hasText: `Zaid ${s}` })).toContainText('Not set');

  // Sorted by name at first; a click on the header reverses it.
  await expect(rows.first()).toContainText(amal.name);
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText(`Zaid ${s}`);
  await page.getByRole('columnheader', { name: 'Role' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Role' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText(amal.name); // Cashier before Waiter
  await shot(page, testInfo, 'users-list-search');

  // Disable.
  await page.getByRole('link', { name: `Edit ${amal.name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit user: ${amal.name}` })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  // Mantine lays the switch's invisible input over the track and the label, where people click.
  await page.getByRole('switch', { name: /^Active/ }).click();
  await expect(page.getByRole('switch', { name: /^Active/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(s);
  await expect(page.getByRole('row').filter({ hasText: amal.email })).toContainText('Disabled');

  // Edit: new name and role, PIN removed, enabled again.
  await page.getByRole('link', { name: `Edit ${amal.name}` }).click();
  await page.getByLabel('Name').fill(`Amal Renamed ${s}`);
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Waiter' });
  await page.getByText('Remove', { exact: true }).click();
  await page.getByRole('switch', { name: /^Active/ }).click();
  await expect(page.getByRole('switch', { name: /^Active/ })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(s);
  const edited = page.getByRole('row').filter({ hasText: amal.email });
  await expect(edited).toContainText(`Amal Renamed ${s}`);
  await expect(edited).toContainText('Waiter');
  await expect(edited).toContainText('Not set');
  await expect(edited).toContainText('Active');

  // Delete asks first; cancelling keeps the user.
  await page.getByRole('button', { name: `Delete Amal Renamed ${s}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Amal Renamed ${s}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await page.getByRole('button', { name: `Delete Amal Renamed ${s}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“Amal Renamed ${s}” was deleted`)).toBeVisible();
  await expect(edited).toHaveCount(0);

  // The server refuses to delete yourself, and the screen says why.
  await page.getByRole('searchbox', { name: 'Search' }).fill(OWNER.email);
  const ownerRow = page.getByRole('row').filter({ hasText: OWNER.email });
  await expect(ownerRow).toContainText('You');
  await ownerRow.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You cannot delete your own account.')).toBeVisible();
  await expect(ownerRow).toBeVisible();
});

test('a user changes their own name, PIN, password and language on the profile screen', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const email = `profile-${s}@cashier.test`;
  const password = 'Profile-pass-2026';
  // A user of their own, so wrong passwords never count against the owner's sign-in.
  await signIn(page);
  await createUser(page, { name: `Nour ${s}`, email, role: 'manager', password });
  await page.context().clearCookies();
  await signInAs(page, email, password);
  await expect(page.getByText(`Hello, Nour ${s}`)).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // The name: the top bar's greeting follows at once.
  await page.getByLabel('Name').fill(`Nour Haddad ${s}`);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were saved')).toBeVisible();
  await expect(page.getByText(`Hello, Nour Haddad ${s}`)).toBeVisible();

  // A PIN: four to six digits.
  await page.getByLabel('New PIN (4–6 digits)').fill('25');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('The PIN must be 4 to 6 digits.')).toBeVisible();
  await page.getByLabel('New PIN (4–6 digits)').fill('2580');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your PIN was saved')).toBeVisible();
  await expect(page.getByText('A PIN is set')).toBeVisible();

  // The password: the two new ones must match, and a wrong current one shows beside its field.
  await page.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByLabel(/^New password/).fill('Nour-new-pass-2026');
  await page.getByLabel('Repeat the new password').fill('Nour-new-pass-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Repeat the new password')).toHaveAccessibleDescription(
    'The two passwords do not match.',
  );
  await page.getByLabel('Repeat the new password').fill('Nour-new-pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel(/^Current password/)).toHaveAccessibleDescription(
    'The current password is incorrect.',
  );
  await shot(page, testInfo, 'profile-wrong-password');
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  await expect(page.getByLabel(/^Current password/)).toHaveValue('');

  // The new password signs in; the old one no longer does.
  const check = await page.request.post('/v1/auth/login', { headers: WRITE, data: { email, password } });
  expect(check.status()).toBe(401);
  const fresh = await page.request.post('/v1/auth/login', {
    headers: WRITE,
    data: { email, password: 'Nour-new-pass-2026' },
  });
  expect(fresh.ok()).toBe(true);

  // Arabic as the own language: the back office switches to it.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Arabic' });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'حسابي', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  await shot(page, testInfo, 'profile-arabic');

  // A manager may read the roles (to pick one for a user) but not change them.
  await page.goto('/ar/admin/settings/roles');
  await expect(page.getByText('يمكنك الاطلاع على الأدوار دون تغييرها', { exact: false })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'عرض الطاولات لدور النادل' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'دور جديد' })).toHaveCount(0);
});

test('roles: create a role, tick permissions, save, reload, rename and delete it', async ({
  page,
}, testInfo) => {
  const s = stamp();
  const role = `Host ${s}`;
  await signIn(page);
  await page.goto('/admin/settings/roles');
  await expect(page.getByRole('heading', { name: 'Roles and permissions', level: 2 })).toBeVisible();

  // The owner role is locked: every box ticked and none can change.
  const ownerBox = page.getByRole('checkbox', { name: 'Edit the menu for Owner' });
  await expect(ownerBox).toHaveAttribute('aria-checked', 'true');
  await expect(ownerBox).toBeDisabled();
  await expect(page.getByRole('button', { name: /owner role always holds every permission/ })).toBeVisible();

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Role name').fill('manager');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Another role already has this name.')).toBeVisible();
  await dialog.getByLabel('Role name').fill(role);
  await dialog.getByLabel('Description').fill('Greets guests and seats them');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The role “${role}” was created`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const box = (permission: string) => page.getByRole('checkbox', { name: `${permission} for ${role}` });
  await expect(box('See tables')).toHaveAttribute('aria-checked', 'false');
  await box('See tables').click();
  await box('Take orders').click();
  await box('See customers').click();
  await expect(box('See tables')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`${role}: unsaved changes`)).toBeVisible();
  // Unticking back to the saved state is not a change.
  await box('See customers').click();
  await shot(page, testInfo, 'roles-dirty');
  await page.getByRole('button', { name: `Save ${role}` }).click();
  await expect(page.getByText(`The permissions of “${role}” were saved`)).toBeVisible();
  await expect(page.getByText(`${role}: unsaved changes`)).toHaveCount(0);

  // Discard puts the saved ticks back.
  await box('Refund orders').click();
  await page.getByRole('button', { name: `Discard changes to ${role}` }).click();
  await expect(box('Refund orders')).toHaveAttribute('aria-checked', 'false');

  await page.reload();
  await expect(box('See tables')).toHaveAttribute('aria-checked', 'true');
  await expect(box('Take orders')).toHaveAttribute('aria-checked', 'true');
  await expect(box('See customers')).toHaveAttribute('aria-checked', 'false');

  // Leaving with unsaved ticks asks first.
  await box('Give discounts').click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Dashboard' })
    .first()
    .click();
  const leave = page.getByRole('dialog');
  await expect(leave).toContainText('Leave without saving?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/roles$/);
  await page.getByRole('button', { name: `Discard changes to ${role}` }).click();

  // A role someone holds cannot be deleted; the screen says why.
  const holder = await createUser(page, {
    name: `Holder ${s}`,
    email: `holder-${s}@cashier.test`,
    role,
    password: 'Holder-pass-2026',
  });
  await page.reload();
  await page.getByRole('button', { name: `Actions for ${role}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Users still hold this role. Give them another role first.')).toBeVisible();
  const removed = await page.request.delete(`/v1/users/destroy/${holder}`, { headers: WRITE });
  expect(removed.ok()).toBe(true);

  // Rename, then delete.
  await page.getByRole('button', { name: `Actions for ${role}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await expect(page.getByRole('dialog').getByLabel('Role name')).toHaveValue(role);
  await page.getByRole('dialog').getByLabel('Role name').fill(`Hostess ${s}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The role was renamed to “Hostess ${s}”`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `See tables for Hostess ${s}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('button', { name: `Actions for Hostess ${s}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Hostess ${s}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The role “Hostess ${s}” was deleted`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `See tables for Hostess ${s}` })).toHaveCount(0);
});

test('Arabic: the users list and the roles editor read right to left', async ({ page }, testInfo) => {
  await signIn(page, '/ar');
  await page.goto('/ar/admin/users');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المستخدمون', level: 2 })).toBeVisible();
  const ownerRow = page.getByRole('row').filter({ hasText: OWNER.email });
  await expect(ownerRow).toContainText('المالك');
  await expect(ownerRow).toContainText('أنت');
  await page.getByRole('columnheader', { name: 'البريد الإلكتروني' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'البريد الإلكتروني' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('link', { name: 'مستخدم جديد' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/users\/create$/);
  await expect(page.getByLabel('البريد الإلكتروني').locator('..')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('combobox', { name: 'الدور' })).toContainText('أمين الصندوق');
  await shot(page, testInfo, 'user-form-arabic');

  await page.goto('/ar/admin/settings/roles');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الأدوار والصلاحيات', level: 2 })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'قائمة الطعام', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'تعديل قائمة الطعام لدور المالك' })).toBeDisabled();
  const waiterTables = page.getByRole('checkbox', { name: 'عرض الطاولات لدور النادل' });
  await expect(waiterTables).toHaveAttribute('aria-checked', 'true');
  await waiterTables.click();
  await expect(page.getByText('النادل: تغييرات غير محفوظة')).toBeVisible();
  await page.getByRole('button', { name: 'تجاهل تغييرات النادل' }).click();
  await expect(waiterTables).toHaveAttribute('aria-checked', 'true');
});

test('users, profile and roles screens fit a phone and a laptop in both languages', async ({
  page,
}, testInfo) => {
  // Many screens at two sizes, each a full-page screenshot: longer than one journey.
  test.slow();
  await signIn(page);
  const table = (p: Page) => expect(p.getByRole('table').first()).toBeVisible();
  const roles = (p: Page) =>
    expect(p.getByRole('checkbox', { name: 'Edit the menu for Owner' })).toBeVisible();
  const rolesAr = (p: Page) =>
    expect(p.getByRole('checkbox', { name: 'تعديل قائمة الطعام لدور المالك' })).toBeVisible();
  await checkLayouts(page, testInfo, '/admin/users', 'users', table);
  await checkLayouts(page, testInfo, '/admin/users/create', 'user-form', (p) =>
    expect(p.getByRole('combobox', { name: 'Role' })).toBeVisible(),
  );
  await checkLayouts(page, testInfo, '/admin/profile', 'profile', (p) =>
    expect(p.getByRole('button', { name: 'Save PIN' })).toBeVisible(),
  );
  await checkLayouts(page, testInfo, '/admin/settings/roles', 'roles', roles);
  await checkLayouts(page, testInfo, '/admin/users', 'users', table, 'ar');
  await checkLayouts(page, testInfo, '/admin/settings/roles', 'roles', rolesAr, 'ar');
});

test('the owner sees a locked-out PIN on the users screen and unlocks it, in both languages', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const name = `Locked ${stamp()}`;
  const response = await page.request.post('/v1/users/create', {
    headers: WRITE,
    data: {
      name,
      email: `locked-${stamp()}@cashier.test`,
      roleId: await roleId(page, 'cashier'),
      locale: 'en',
      password: 'Cashier-pass-2026',
      pin: '7531',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const userId = ((await response.json()) as { user: { id: number } }).user.id;
  const pin = (code: string) => page.request.post('/v1/auth/pin', { data: { userId, pin: code } });
  for (let i = 0; i < 5; i++) expect((await pin('0000')).status()).toBe(401);
  expect((await pin('7531')).status()).toBe(429);

  const panel = (p: Page) => p.getByRole('region', { name: /Sign-in lockouts|حظر تسجيل الدخول/ });
  const locked = (p: Page) => expect(panel(p).getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await checkLayouts(page, testInfo, '/admin/users', 'users-lockout', locked);
  await checkLayouts(page, testInfo, '/admin/users', 'users-lockout', locked, 'ar');

  await page.goto('/admin/users');
  const row = panel(page).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('PIN sign-in');
  await row.getByRole('button', { name: `Unlock ${name}` }).click();
  await expect(page.getByText(`Unlocked: ${name}`)).toBeVisible();
  await expect(panel(page).getByText('No one is locked out.')).toBeVisible();
  expect((await pin('7531')).status()).toBe(200);
});
