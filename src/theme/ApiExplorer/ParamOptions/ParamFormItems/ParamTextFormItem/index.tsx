// Swizzle (wrap): the console's Idempotency-Key gets a fresh key per send and a "reuse" switch
// (src/components/RequestConsole); every other text parameter is the theme's field.
import type { ReactNode } from 'react';
import ParamTextFormItem, {
  type Props,
} from '@theme-original/ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem';
import IdempotencyKeyField from '@site/src/components/RequestConsole/IdempotencyKeyField';

export default function ParamTextFormItemWrapper(props: Props): ReactNode {
  if (props.param.in === 'header' && props.param.name.toLowerCase() === 'idempotency-key') {
    return <IdempotencyKeyField param={props.param} />;
  }
  return <ParamTextFormItem {...props} />;
}
