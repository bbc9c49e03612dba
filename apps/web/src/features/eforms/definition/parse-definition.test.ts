import { describe, expect, it } from 'vitest';
import {
  EMPTY_DEFINITION_MESSAGE,
  lineAndColumn,
  parseDefinition,
  syntaxProblem,
} from './parse-definition.ts';

const oneField = (field: Record<string, unknown>) =>
  JSON.stringify({
    GroupFields: [{ Id: 1, Fields: [{ Id: 1, FieldName: 'Name', FieldType: 1, ...field }] }],
  });

describe('parseDefinition', () => {
  it('accepts a valid definition and gives it back', () => {
    const check = parseDefinition(oneField({ MyKey: 'Name' }));
    expect(check).toEqual({
      ok: true,
      problems: [],
      definition: {
        GroupFields: [{ Id: 1, Fields: [{ Id: 1, FieldName: 'Name', FieldType: 1, MyKey: 'Name' }] }],
      },
    });
  });

  it('asks for a definition when the editor is empty', () => {
    expect(parseDefinition('  \n')).toEqual({
      ok: false,
      kind: 'empty',
      problems: [EMPTY_DEFINITION_MESSAGE],
    });
  });

  it('reports a JSON syntax error with its line and column', () => {
    const check = parseDefinition('{\n  "GroupFields": [],\n}');
    expect(check.ok).toBe(false);
    expect(check).toMatchObject({ kind: 'syntax' });
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]).toMatch(/^JSON syntax error at line 3, column 1: /);
  });

  it("gives the engine's definition messages with their paths", () => {
    expect(parseDefinition(oneField({ FieldType: 18 })).problems).toEqual([
      'GroupFields[0].Fields[0].FieldType: 18 is not a field type',
    ]);
    expect(parseDefinition(oneField({ PageWidth: 13, Requird: true })).problems).toEqual([
      'GroupFields[0].Fields[0].PageWidth: must be 0 to 12 columns',
      'GroupFields[0].Fields[0].Requird: is not a known property',
    ]);
    expect(parseDefinition('[]')).toMatchObject({ ok: false, kind: 'definition' });
  });
});

describe('syntaxProblem', () => {
  it('turns a position into a line and a column', () => {
    expect(syntaxProblem('{\n"a": x}', new SyntaxError('Unexpected token in JSON at position 7'))).toBe(
      'JSON syntax error at line 2, column 6: Unexpected token in JSON at position 7',
    );
  });

  it('puts an unexpected end at the end of the text', () => {
    expect(syntaxProblem('{\n  "a": [', new SyntaxError('Unexpected end of JSON input'))).toBe(
      'JSON syntax error at line 2, column 9: Unexpected end of JSON input',
    );
  });

  it("keeps the engine's own line and column, or its message alone when it gives no position", () => {
    const withLine = "Expected ',' or '}' after property value in JSON at position 9 (line 2 column 3)";
    expect(syntaxProblem('x', new SyntaxError(withLine))).toBe(`JSON syntax error: ${withLine}`);
    expect(syntaxProblem('x', new SyntaxError('Unexpected token \'x\', "x" is not valid JSON'))).toBe(
      'JSON syntax error: Unexpected token \'x\', "x" is not valid JSON',
    );
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
