import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import effector from 'eslint-plugin-effector'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import lotus from './scripts/eslint/module-boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      '.data',
      'styled-system',
      'node_modules',
      'src/app/routeTree.gen.ts',
      'openapi/lotus.gen.ts',
      'locales/**/*.js',
      'locales/**/*.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, lotus },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'lotus/module-boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    ...effector.flatConfigs.recommended,
    rules: {
      ...effector.flatConfigs.recommended.rules,
      // The custom-factory search walks the full return type of every call made in a component or
      // hook (react-aria's and Lingui's included): 96% of a whole lint run, 25 of 26 minutes. Creating
      // units with effector's own factories and operators in render is still an error.
      'effector/no-units-spawn-in-render': ['error', { detectCustomFactories: false }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...effector.flatConfigs.react,
  },
)
