import { cva, type RecipeVariantProps } from 'styled-system/css'

/** Shared look of Button, LinkButton and IconButton; states come from react-aria data attributes. */
export const buttonStyles = cva({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: 'fast',
    _pressed: { transform: 'scale(0.98)' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed', transform: 'none' },
    '&[data-pending]': { cursor: 'progress', opacity: 1 },
  },
  variants: {
    variant: {
      primary: {
        bg: 'accent',
        color: 'onAccent',
        _hovered: { bg: 'gold.300', boxShadow: 'glow' },
        _pressed: { bg: 'accentStrong' },
      },
      secondary: {
        bg: 'ink.700',
        color: 'text',
        borderColor: 'ink.600',
        _hovered: { bg: 'ink.600', borderColor: 'borderStrong' },
      },
      ghost: {
        bg: 'transparent',
        color: 'text',
        _hovered: { bg: 'ink.800' },
        _pressed: { bg: 'ink.700' },
      },
      danger: {
        bg: 'dangerSolid',
        color: 'white',
        _hovered: { bg: 'ruby.500', color: 'ink.950' },
        _pressed: { bg: 'dangerSolid', color: 'white' },
      },
    },
    size: {
      sm: {
        minHeight: '36px',
        px: '3',
        fontSize: 'sm',
        // Invisible hit area: 44px tall on touch layouts without enlarging the visual.
        _after: {
          content: '""',
          position: 'absolute',
          insetX: 0,
          top: '50%',
          height: '44px',
          transform: 'translateY(-50%)',
        },
        lg: { minHeight: '32px', _after: { display: 'none' } },
      },
      md: { minHeight: '44px', px: '4', fontSize: 'md', lg: { minHeight: '40px' } },
      lg: { minHeight: '52px', px: '6', fontSize: 'lg' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

export type ButtonStyleProps = NonNullable<RecipeVariantProps<typeof buttonStyles>>
export type ButtonVariant = NonNullable<ButtonStyleProps['variant']>
export type ButtonSize = NonNullable<ButtonStyleProps['size']>
