// Mantine CSS for the image manager's components, in dependency order. Listed in package.json's
// sideEffects (features/*/mantine-styles.ts) so the bundler keeps these imports.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Alert.css';
