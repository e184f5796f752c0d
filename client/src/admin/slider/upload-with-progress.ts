import type { TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { refreshAccessToken, tokenForRequest } from '../../shared/auth/auth-storage';
import { shouldRefreshAndRetry } from '../../shared/auth/single-flight';

export interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

/**
 * Sends one file as a GraphQL multipart request (the spec the Apollo upload link speaks) with
 * XMLHttpRequest, because fetch cannot report upload progress. `onProgress` receives 0-100.
 * Rejects on a network failure; a GraphQL answer (data or errors) resolves.
 */
export async function uploadWithProgress<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  fileVariable: keyof TVariables & string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<GraphQLAnswer<TData>> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(document), variables: { ...variables, [fileVariable]: null } }));
  body.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
  body.append('0', file, file.name);

  const send = (token: string | null): Promise<GraphQLAnswer<TData>> =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', '/graphql');
      request.setRequestHeader('apollo-require-preflight', 'true');
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => {
        try {
          resolve(JSON.parse(request.responseText) as GraphQLAnswer<TData>);
        } catch {
          reject(new Error(`Upload answered ${request.status}`));
        }
      };
      request.onerror = () => reject(new Error('Network error'));
      request.send(body);
    });

  // As the Apollo refresh link does: an access token that has run out is renewed once and the upload resent.
  const token = await tokenForRequest();
  const answer = await send(token);
  if (!shouldRefreshAndRetry({ errors: answer.errors, sentToken: token, operationName: undefined, retried: false })) return answer;
  const renewed = await refreshAccessToken();
  return renewed ? send(renewed) : answer;
}
