import { Link, Outlet } from 'react-router';
import { AppFooter } from '@/components/app-footer';
import { Brand } from '@cashier/ui/brand';
import { useLocalizedPath } from '@/lib/paths';
import { useAppSettings } from '@cashier/web-core/settings';
import classes from './client-layout.module.css';
import { LanguageMenu } from './language-menu';

/**
 * What guests see (the fourth layout, beside dashboard, POS and auth): the restaurant's logo, the language switcher, the
 * page at full height and the footer, with none of the back office around it.
 */
export function ClientLayout() {
  const to = useLocalizedPath();
  const { restaurantName } = useAppSettings();
  return (
    <div className={classes.frame}>
      <header className={classes.header}>
        <Link to={to('/admin')} className={classes.home} aria-label={restaurantName}>
          <Brand />
        </Link>
        <LanguageMenu />
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
