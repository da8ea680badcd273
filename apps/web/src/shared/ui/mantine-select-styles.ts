// Mantine CSS for Select and its parts, imported by the chunks that show a Select so the
// first download carries only Mantine's base layers (see main.tsx).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
