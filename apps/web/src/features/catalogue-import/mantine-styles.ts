// Mantine CSS for this screen's components, in dependency order. Listed in package.json's
// sideEffects so the bundler keeps these imports.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
