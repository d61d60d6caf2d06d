import { useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import {
  makeStyles,
  NavCategory,
  NavCategoryItem,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { useCanAccess } from './state/access';
import { menuEntries } from '../registry';
import { activeMenuPath } from './state/menu';
import { Logo } from './Logo';

const SWIPE_CLOSE_PX = 100;

const useStyles = makeStyles({
  // Horizontal swipes belong to the menu (close gesture), not to the browser's back navigation.
  drawer: {
    height: '100%',
    flexShrink: 0,
    touchAction: 'pan-y',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  header: { paddingTop: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalL },
  // A page nested under a group (a card opened from its lists): the group reads as selected, open
  // or not, with Fluent's own indicator (Fluent marks a category only while it is closed).
  parentOfPage: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    '::after': {
      content: '""',
      position: 'absolute',
      marginInlineStart: '-16px',
      width: '4px',
      height: '20px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandForeground1,
    },
  },
});

export interface SideMenuProps {
  /** Below 1000 px the menu is an overlay behind the header toggle. */
  overlay: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The left menu: entries the user may open, groups that toggle, swipe to close on touch screens. */
export function SideMenu({ overlay, open, onOpenChange }: SideMenuProps) {
  const styles = useStyles();
  const [location, navigate] = useLocation();
  const canAccess = useCanAccess();
  const active = activeMenuPath(menuEntries(), location);
  const [openGroups, setOpenGroups] = useState<string[]>(active.group ? [active.group] : []);
  const touchStartX = useRef<number | null>(null);

  const go = (path: string) => (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
    if (overlay) onOpenChange(false);
  };
  const toggleGroup = (value: string) =>
    setOpenGroups((groups) =>
      groups.includes(value) ? groups.filter((g) => g !== value) : [...groups, value],
    );

  // Spec: on mobile a horizontal swipe of more than 100 px closes the open menu.
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (overlay && start !== null && end !== undefined && Math.abs(end - start) > SWIPE_CLOSE_PX)
      onOpenChange(false);
  };

  return (
    <NavDrawer
      type={overlay ? 'overlay' : 'inline'}
      open={overlay ? open : true}
      // The inline menu is always there: keeping it mounted also skips the slide-in on first render.
      unmountOnClose={overlay}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={active.path ?? ''}
      selectedCategoryValue={active.group ?? ''}
      openCategories={openGroups}
      onNavCategoryItemToggle={(_, data) => data.categoryValue && toggleGroup(data.categoryValue)}
      className={styles.drawer}
      data-testid="side-menu"
      aria-label="Главное меню"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <NavDrawerHeader className={styles.header}>
        <Logo />
      </NavDrawerHeader>
      <NavDrawerBody>
        {menuEntries()
          .filter((entry) => canAccess(entry.area))
          .map((entry) => {
            const Icon = entry.icon;
            if (entry.kind === 'link') {
              const Count = entry.badge;
              return (
                <NavItem
                  key={entry.path}
                  value={entry.path}
                  href={entry.path}
                  icon={<Icon />}
                  onClick={go(entry.path)}
                  data-testid={entry.testId}
                >
                  {entry.label}
                  {Count && <Count />}
                </NavItem>
              );
            }
            return (
              <NavCategory key={entry.value} value={entry.value}>
                <NavCategoryItem
                  icon={<Icon />}
                  data-testid={entry.testId}
                  {...(active.nested && active.group === entry.value
                    ? { className: styles.parentOfPage, 'aria-current': 'page', 'data-nested-active': 'true' }
                    : {})}
                >
                  {entry.label}
                </NavCategoryItem>
                <NavSubItemGroup>
                  {entry.items
                    .filter((item) => !item.area || canAccess(item.area))
                    .map(({ badge: Count, ...item }) => (
                      <NavSubItem
                        key={item.path}
                        value={item.path}
                        href={item.path}
                        onClick={go(item.path)}
                        data-testid={item.testId}
                      >
                        {item.label}
                        {Count && <Count />}
                      </NavSubItem>
                    ))}
                </NavSubItemGroup>
              </NavCategory>
            );
          })}
      </NavDrawerBody>
    </NavDrawer>
  );
}
