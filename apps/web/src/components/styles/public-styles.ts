/*
 * Issue 20 §5: a public page's first load carries Mantine's base styles and those of the components the public
 * layout, the home page and the not-found and customer pages draw, not all of Mantine's (about 40 KiB gzipped).
 * The back office, the account pages and the contact form (the form engine draws any kind of field) bring
 * all of them with `all-styles.ts`; the blog's and the content pages' few more come with those pages.
 * Order as Mantine asks: the base first, a component's dependencies before it.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
