/** The cat coats (colours and markings) a drawn cat can wear. */

export type Pattern = 'solid' | 'tabby' | 'tuxedo' | 'calico' | 'points' | 'bicolor';

export interface Coat {
  name: string;
  base: string;
  dark: string;
  light: string;
  line: string;
  eye: string;
  pattern: Pattern;
  patch?: string;
  whisker: string;
}

export const COATS: readonly Coat[] = [
  { name: 'black', base: '#262422', dark: '#161514', light: '#3b3835', line: '#0b0a0a', eye: '#e8c547', pattern: 'solid', whisker: '#a49f97' },
  { name: 'orange tabby', base: '#e38b3f', dark: '#b4612a', light: '#f7dcb8', line: '#7d4218', eye: '#9cc25a', pattern: 'tabby', whisker: '#fff3e0' },
  { name: 'grey tabby', base: '#8d9298', dark: '#5a5f66', light: '#d3d6d9', line: '#3a3e44', eye: '#d9b84a', pattern: 'tabby', whisker: '#f2f2f2' },
  { name: 'tuxedo', base: '#232222', dark: '#121212', light: '#f5f2eb', line: '#0a0a0a', eye: '#8fd16a', pattern: 'tuxedo', whisker: '#f5f2eb' },
  { name: 'calico', base: '#f5efe4', dark: '#2b2623', light: '#ffffff', patch: '#e08a3e', line: '#6f5e50', eye: '#d7a53a', pattern: 'calico', whisker: '#5a4d43' },
  { name: 'cream', base: '#efd6ab', dark: '#cfa877', light: '#fff4e0', line: '#8f6d42', eye: '#6fb7d8', pattern: 'tabby', whisker: '#fffaf0' },
  { name: 'siamese', base: '#f1e4cf', dark: '#5b4233', light: '#fffaf0', line: '#7d6651', eye: '#5aa8e6', pattern: 'points', whisker: '#4a382c' },
  { name: 'russian blue', base: '#6f7c8c', dark: '#56616e', light: '#a9b4c0', line: '#343c46', eye: '#7fd07f', pattern: 'solid', whisker: '#d9dee4' },
  { name: 'brown tabby', base: '#8b6b4b', dark: '#4c3826', light: '#dcc6a6', line: '#33251a', eye: '#b9c95a', pattern: 'tabby', whisker: '#efe5d6' },
  { name: 'grey and white', base: '#7c8187', dark: '#5b6066', light: '#f4f2ee', line: '#363a3f', eye: '#e0b04c', pattern: 'bicolor', whisker: '#f4f2ee' },
  { name: 'white', base: '#f4f1ec', dark: '#dcd6cc', light: '#ffffff', line: '#8f877c', eye: '#e3b94a', pattern: 'solid', whisker: '#9d958a' },
  { name: 'ginger and white', base: '#dd8a44', dark: '#b5652b', light: '#fbf3e8', line: '#7a4119', eye: '#8cbf5c', pattern: 'bicolor', whisker: '#fbf3e8' },
];
