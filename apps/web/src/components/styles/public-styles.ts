/*
 * Issue 20 §5: a public page's first load carries Mantine's base styles and those of the components the public
 * layout, the home page and the not-found and customer pages draw, not all of Mantine's (about 40 KiB gzipped).
 * The back office, the account pages and the contact form (the form engine draws any kind of field) bring
 * all of them with `all-styles.ts`; the blog's and the content pages' few more come with those pages.
 * Order as Mantine asks: the base first, a component's dependencies before it. Every core sheet is in the cascade
 * layer `mantine` (its `.layer.css` files), here and in `all-styles.ts`: the full sheet may arrive after these and
 * after the styles of Mantine's extensions (dates, carousel, rich-text editor, drop zone), which are outside any
 * layer and so win over the core's whatever the order, as when they are imported after it.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
