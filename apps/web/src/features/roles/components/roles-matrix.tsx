import { Checkbox, Table, Text } from '@mantine/core';
import type { Permission, Role } from '@cashier/contracts';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '@/lib/staff';
import { groupByArea } from './permission-areas';
import { RoleHeader } from './role-header';
import classes from './roles-matrix.module.css';

interface RolesMatrixProps {
  roles: Role[];
  permissions: Permission[];
  drafts: Partial<Record<number, Permission[]>>;
  /** Whether the signed-in user may change this role (never the owner role). */
  editable: (role: Role) => boolean;
  /** Whether the signed-in user may grant or take away this permission. */
  grantable: (permission: Permission) => boolean;
  onToggle: (role: Role, permission: Permission) => void;
  onRename: (role: Role) => void;
}

/**
 * Roles as columns, permissions as rows grouped by area. It scrolls inside its own box (both
 * ways), with the role heads and the permission names kept in view.
 */
export function RolesMatrix({ roles, permissions, drafts, editable, grantable, ...on }: RolesMatrixProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const groups = groupByArea(permissions);

  return (
    <Table.ScrollContainer minWidth={150 + roles.length * 112} type="native" maxHeight="calc(100dvh - 220px)">
      <Table stickyHeader withColumnBorders verticalSpacing={6} aria-label={t('roles.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={`${classes.sticky} ${classes.head}`}>{t('roles.permission')}</Table.Th>
            {roles.map((role) => (
              <Table.Th key={role.id} className={classes.head}>
                <RoleHeader
                  role={role}
                  dirty={drafts[role.id] !== undefined}
                  editable={editable(role)}
                  onRename={() => on.onRename(role)}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map(({ area, permissions: rows }) => [
            <Table.Tr key={area} className={classes.area}>
              <Table.Th scope="rowgroup" className={`${classes.sticky} ${classes.area}`}>
                {t(`roles.areas.${area}`)}
              </Table.Th>
              <Table.Td colSpan={roles.length} />
            </Table.Tr>,
            ...rows.map((permission) => {
              const name = t(`roles.perm.${permission}.name`);
              return (
                <Table.Tr key={permission}>
                  <Table.Th scope="row" fw={400} className={`${classes.sticky} ${classes.permission}`}>
                    <Text size="sm" fw={500}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`roles.perm.${permission}.hint`)}
                    </Text>
                  </Table.Th>
                  {roles.map((role) => {
                    const held = (drafts[role.id] ?? role.permissions).includes(permission);
                    const disabled = !editable(role) || !grantable(permission);
                    return (
                      <Table.Td key={role.id} className={classes.cell}>
                        <Checkbox.Card
                          checked={held}
                          onChange={() => on.onToggle(role, permission)}
                          disabled={disabled}
                          withBorder={false}
                          w={44}
                          h={44}
                          mx="auto"
                          display="flex"
                          style={{ alignItems: 'center', justifyContent: 'center' }}
                          aria-label={t('roles.checkbox', { permission: name, role: roleLabel(role.name) })}
                          title={editable(role) && !grantable(permission) ? t('roles.notHeld') : undefined}
                        >
                          <Checkbox.Indicator checked={held} disabled={disabled} />
                        </Checkbox.Card>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            }),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
