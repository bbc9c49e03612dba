import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'eform', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } });
