import { describe, expect, it } from 'vitest';
import { importedNames, vendorExportsGuard } from './vite-vendor-exports.mjs';
import { VENDOR_EXPORTS } from './shared-specifiers.mjs';

describe('imports of trimmed vendor libraries', () => {
  it.each([
    ['import{useTranslation as e}from"react-i18next";', ['useTranslation']],
    ['import { I18nextProvider, initReactI18next as i } from "react-i18next"', ['I18nextProvider', 'initReactI18next']],
    ['import t,{Trans as n}from`react-i18next`', ['default', 'Trans']],
    ['import*as r from"react-i18next"', ['*']],
    ['export{withTranslation}from"react-i18next"', ['withTranslation']],
    ['import{useTranslation}from"react-i18next-extra";import{x}from"react"', []],
    ['import{a as b}from"react"\nimport{useTranslation as c}from"react-i18next"', ['useTranslation']],
  ])('%s → %j', (code, names) => {
    expect(importedNames(code, 'react-i18next')).toEqual(names);
  });

  it('fails a build whose chunk imports a name the vendor entry does not export, and names the list', () => {
    const errors = [];
    const context = { error: (message) => errors.push(message) };
    const bundle = (code) => ({ 'index.js': { type: 'chunk', fileName: 'index.js', code } });
    const guard = vendorExportsGuard();
    guard.generateBundle.call(context, {}, bundle('import{useTranslation as e,Trans as t}from"react-i18next";'));
    expect(errors).toEqual([]);
    guard.generateBundle.call(context, {}, bundle('import{withTranslation as w}from"react-i18next";'));
    expect(errors).toEqual([
      expect.stringMatching(/index\.js imports withTranslation from react-i18next.*VENDOR_EXPORTS in tools\/shared-specifiers\.mjs/),
    ]);
  });

  it('lists what the pages use of react-i18next', () => {
    expect(VENDOR_EXPORTS['react-i18next']).toEqual(expect.arrayContaining(['useTranslation', 'I18nextProvider', 'initReactI18next', 'Trans']));
  });
});
