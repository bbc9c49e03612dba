// Without its web font (Open Sans from Google's servers): the page makes no request, and draws with the
// system's sans-serif like the others.
import 'survey-core/survey-core.fontless.min.css';
import { StrictMode, useState } from 'react';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { manyFieldsForm } from './definitions.ts';
import { surveyJsonOf } from './peers.ts';

function SurveyForm({ json, data }: { json: object; data: object }) {
  // The model is made while rendering, as <EForm definition> makes ours: inside the measured time.
  const [model] = useState(() => {
    const survey = new Model(json);
    survey.data = data;
    return survey;
  });
  return <Survey model={model} />;
}

/** The 300 fields with SurveyJS (survey-core's Model, survey-react-ui's <Survey>, its default theme). */
export function surveyJsForm() {
  const { form, values } = manyFieldsForm();
  const { json, data } = surveyJsonOf(form, values);
  const lastName = form.GroupFields.at(-1)!.Fields.at(-1)!.MyKey!;
  const ui = (
    <StrictMode>
      <main style={{ padding: 16 }}>
        <SurveyForm json={json} data={data} />
      </main>
    </StrictMode>
  );
  return { ui, isComplete: () => document.querySelector(`[data-name="${lastName}"]`) !== null };
}
