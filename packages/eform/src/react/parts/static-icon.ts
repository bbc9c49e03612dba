import type { Icon, IconProps } from '@tabler/icons-react';
import type { ReactElement } from 'react';

type Draw = (props: IconProps, ref: null) => ReactElement;

/**
 * The <svg> a Tabler icon draws for these props, made once where the icon is declared and shared by every
 * control that shows it: React mounts it as plain elements without running the icon's component (a
 * forwardRef that merges its props, joins its classes and makes an element per path) for each of the
 * hundreds of icons of a large form. Tabler's icons are forwardRef components; a plain function is called.
 */
export function staticIcon(icon: Icon, props: IconProps): ReactElement {
  const draw = (icon as unknown as { render?: Draw }).render ?? (icon as unknown as Draw);
  return draw(props, null);
}
