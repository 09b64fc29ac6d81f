import { Badge, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useRequiredSession } from '../../api/session.ts';
import { type VisibleBlock, visibleMenu } from '../menu.ts';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useRequiredSession();
  const { pathname } = useLocation();
  const blocks = visibleMenu(session);

  return (
    <ScrollArea type="auto" h="100%">
      <Stack gap={2} p="xs" component="nav" aria-label="Menú principal">
        <NavLink
          component={RouterLink}
          to="/dashboard/welcome"
          label="Inicio"
          leftSection={<IconHome size={18} />}
          active={pathname === '/dashboard/welcome'}
          onClick={onNavigate}
        />
        {blocks.map((block) =>
          isLoneEntry(block) ? (
            // The customer's 'Mis cargas' block holds only 'Mis cargas': one link that opens it, not a fold.
            <NavLink
              key={block.label}
              component={RouterLink}
              to={block.visibleEntries[0]?.to ?? ''}
              label={block.label}
              leftSection={<block.icon size={18} />}
              active={pathname.startsWith(block.visibleEntries[0]?.to ?? '')}
              onClick={onNavigate}
            />
          ) : (
            <NavLink
              // Remounted when the block's enable rule flips, so it opens or folds with it.
              key={`${block.label}-${block.isDisabled}`}
              label={block.label}
              leftSection={<block.icon size={18} />}
              disabled={block.isDisabled}
              defaultOpened={!block.isDisabled}
              childrenOffset={28}
            >
              {block.visibleEntries.map((entry) =>
                entry.to ? (
                  <NavLink
                    key={entry.label}
                    component={RouterLink}
                    to={entry.to}
                    label={entry.label}
                    active={entry.to === activeEntry(block, pathname)}
                    disabled={block.isDisabled}
                    onClick={onNavigate}
                  />
                ) : (
                  <NavLink
                    key={entry.label}
                    label={entry.label}
                    disabled
                    rightSection={
                      <Badge size="xs" variant="light" color="gray">
                        Próximamente
                      </Badge>
                    }
                  />
                ),
              )}
            </NavLink>
          ),
        )}
      </Stack>
    </ScrollArea>
  );
}

/** The entry whose screen is open: the longest path that the address starts with, so that
 *  'Estado de cuenta' (/dashboard/cargas/estado-cuenta) does not also light 'Mis cargas'. */
const activeEntry = (block: VisibleBlock, pathname: string) =>
  block.visibleEntries
    .map((entry) => entry.to)
    .filter((to): to is string => !!to && (pathname === to || pathname.startsWith(`${to}/`)))
    .sort((a, b) => b.length - a.length)[0];

/** A block whose only entry is itself, with a screen to open. */
const isLoneEntry = (block: VisibleBlock) =>
  block.visibleEntries.length === 1 &&
  block.visibleEntries[0]?.label === block.label &&
  Boolean(block.visibleEntries[0]?.to) &&
  !block.isDisabled;
