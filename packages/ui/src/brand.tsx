import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useAppSettings } from '@cashier/web-core/settings';

const HEIGHT = { full: 50, small: 24 } as const;

/**
 * The restaurant's logo from settings (`logo` at 50 px, or `small_logo` at 24 px), or its name
 * beside a mark when no logo is set. `inverse` suits a dark or coloured background.
 */
export function Brand({
  size = 'full',
  showName = true,
  inverse = false,
}: {
  size?: keyof typeof HEIGHT;
  showName?: boolean;
  inverse?: boolean;
}) {
  const { logo, smallLogo, restaurantName } = useAppSettings();
  const src = size === 'full' ? logo : smallLogo;
  if (src) {
    return <Image src={src} alt={restaurantName} h={HEIGHT[size]} w="auto" maw="100%" fit="contain" />;
  }
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <ThemeIcon
        size={size === 'full' ? 36 : 24}
        radius="md"
        variant={inverse ? 'white' : 'filled'}
        aria-hidden
      >
        <IconToolsKitchen2 size={size === 'full' ? 22 : 16} />
      </ThemeIcon>
      {showName && (
        <Text fw={700} size={size === 'full' ? 'lg' : 'sm'} truncate>
          {restaurantName}
        </Text>
      )}
    </Group>
  );
}
