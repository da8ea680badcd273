// Mantine CSS for the back office's components, in dependency order (a component's after the
// ones it builds on). Listed in package.json's sideEffects so the bundler keeps these imports.
import '../../shared/ui/mantine-select-styles';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
