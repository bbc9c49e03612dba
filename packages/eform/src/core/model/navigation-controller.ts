import { EformDisplayType } from '../definition/field-type.ts';
import { nextBlockedAlert } from '../rules/navigation.ts';
import { groupPages } from './form-state.ts';
import { type Core, refreshForm } from './model-core.ts';
import type { NavigationResult } from './types.ts';

const stay: NavigationResult = { moved: false };

/** spec 000 §4: one-by-one (question by question) and tab-by-tab (group by group) navigation. */
export function createNavigation(core: Core) {
  const go = (change: Partial<Core['navigation']>): NavigationResult => {
    core.navigation = { ...core.navigation, ...change };
    refreshForm(core);
    return { moved: true };
  };

  const moveQuestion = (by: -1 | 1): NavigationResult => {
    const { questionKeys, activeQuestionKey } = core.snapshot;
    const index = questionKeys.indexOf(activeQuestionKey ?? '');
    const target = questionKeys[index + by];
    if (index < 0 || target === undefined) return stay;
    if (by === 1) {
      const { field, value, error, errorCode, repeatable } = core.entry(questionKeys[index]!).snapshot;
      // A server error is the server's word on the last submit, not an unanswered question.
      const ruleError = errorCode === 'server' ? undefined : error;
      const alert = nextBlockedAlert(field, repeatable ? repeatable.items : value, ruleError);
      if (alert) return { moved: false, alert };
    }
    return go({ activeQuestionKey: target });
  };

  const moveGroup = (by: -1 | 1): NavigationResult => {
    const pages = groupPages(core.snapshot.groups);
    const target = pages[pages.indexOf(core.snapshot.activeGroupIndex) + by];
    return target === undefined ? stay : go({ activeGroupIndex: target });
  };

  const move = (by: -1 | 1) => {
    switch (core.snapshot.displayType) {
      case EformDisplayType.One_By_One_Question:
        return moveQuestion(by);
      case EformDisplayType.Tab_By_Tab_Question:
        return moveGroup(by);
      default:
        return stay;
    }
  };

  return {
    /** Blocked with an alert text (for window.alert) when the one-by-one question is required and unanswered. */
    next: () => move(1),
    previous: () => move(-1),
    setActiveGroup(index: number) {
      if (index >= 0 && index < core.snapshot.groups.length) go({ activeGroupIndex: index });
    },
    setActiveQuestion(key: string) {
      if (core.snapshot.questionKeys.includes(key)) go({ activeQuestionKey: key });
    },
  };
}
