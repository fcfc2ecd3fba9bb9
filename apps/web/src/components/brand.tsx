import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useAppSettings } from '@/lib/settings';

const HEIGHT = { full: 50, small: 24 } as const;

/** The restaurant's logo from settings (50 px, or the small logo at 24 px), or its name. */
export function Brand({
  size = 'full',
  showName = true,
}: {
  size?: keyof typeof HEIGHT;
  showName?: boolean;
}) {
  const { logo, smallLogo, restaurantName } = useAppSettings();
  const src = size === 'full' ? logo : smallLogo;
  if (src) {
    return <Image src={src} alt={restaurantName} h={HEIGHT[size]} w="auto" fit="contain" />;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={size === 'full' ? 36 : 24} radius="md" variant="filled">
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
